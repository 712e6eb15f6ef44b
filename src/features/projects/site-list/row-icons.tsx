import { iconPaths, lineIconAttributes } from '@/components/icons';

// The plain SVG icons of the table's body rows (styled by ROWS_CSS: no styled component per row).

export const PlainArrow = ({ up }: { up: boolean }) => (
  <svg
    viewBox="0 0 12 12"
    className="sl-arrow"
    data-down={up ? undefined : ''}
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 2 11 9H1z" />
  </svg>
);
const lineIcon = (name: string, path: string, muted?: boolean) => (
  <svg {...lineIconAttributes} className="sl-icon" data-icon={name} data-muted={muted ? '' : undefined}>
    <path d={path} />
  </svg>
);
export const CHEVRON = lineIcon('chevrondown', iconPaths.chevronDown);
export const SEARCH = lineIcon('search', iconPaths.search, true);

export const DOTS = (
  <svg viewBox="0 0 24 24" className="sl-icon" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </svg>
);
