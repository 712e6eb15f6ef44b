// The contract's generated types live in contract/schema.gen.d.ts (scripts/gen-api.mjs writes them there, outside
// src/, so that machines/ can import them too). This re-export keeps `src/api/schema.gen` importable for src/.
export type { $defs, components, operations, paths, webhooks } from '@contract/schema.gen';
