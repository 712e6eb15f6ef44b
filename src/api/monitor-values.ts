import type { components } from '@contract/schema.gen';

type Schemas = components['schemas'];

/** The page monitor's checks and change kinds, in the contract's order: one list for the screens and the demo backend. */
export const MONITOR_CHECKS: readonly Schemas['MonitorCheck'][] = ['on_page', 'http_status', 'indexing', 'canonical'];
export const MONITOR_CHANGE_KINDS: readonly Schemas['MonitorChangeKind'][] = [
  'title',
  'meta_description',
  'canonical',
  'status_code',
  'indexing',
  'content_hash',
];
