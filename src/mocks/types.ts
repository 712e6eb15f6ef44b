import type { components } from '@/api/schema.gen';

/** Schema types of openapi.yaml, shortened for the demo backend. */
export type S = components['schemas'];
