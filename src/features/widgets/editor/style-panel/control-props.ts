import type { StyleGroupName } from '@machines/widgets/editor/widget-editor.types';
import type { StyleControl } from '@/features/widgets/editor/style-config';

/** What every style control gets: its group, its config and its long and short labels. */
export interface ControlProps {
  group: StyleGroupName;
  control: StyleControl;
  /** The full accessible name, e.g. "Form title text size". */
  label: string;
  /** The short text shown (the panel already names the element), e.g. "Text size". */
  shortLabel: string;
}
