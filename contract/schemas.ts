import type { components } from './schema.gen';

/** The contract's named schemas (openapi.yaml `components.schemas`), for type-only imports in machines and features. */
export type Schemas = components['schemas'];
