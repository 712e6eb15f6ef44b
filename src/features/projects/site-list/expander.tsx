import { CHEVRON } from './row-icons';

/** The button that opens or closes a project's or a group's rows. */
export function Expander({ expanded, label, onClick }: { expanded: boolean; label: string; onClick: () => void }) {
  return (
    <button type="button" className="sl-expander" aria-expanded={expanded} aria-label={label} onClick={onClick}>
      {CHEVRON}
    </button>
  );
}
