import type { ReactNode } from 'react';
import { COLUMN_COUNT, indentStyle } from './site-table-layout';

/** A note across the whole row ("no search engines yet", "this group is empty"). */
export function NoteRow({ indent, children }: { indent: number; children: ReactNode }) {
  return (
    <tr data-note="">
      <td colSpan={COLUMN_COUNT} data-muted="" style={{ fontSize: 'var(--chakra-font-sizes-sm)' }}>
        <div style={indentStyle(indent)}>{children}</div>
      </td>
    </tr>
  );
}
