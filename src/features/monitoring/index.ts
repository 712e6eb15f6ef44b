import type { ComponentType } from 'react';

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {} satisfies Record<string, ComponentType>;
