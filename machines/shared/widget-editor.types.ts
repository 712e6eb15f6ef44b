import type { Schemas } from '@contract/schemas';

/** Used by more than one flow, so it lives in the shared kit: no machine imports another flow's folder. */

/** What the editor edits and saves (without style groups). */
export type WidgetForm = Schemas['WidgetForm'];
