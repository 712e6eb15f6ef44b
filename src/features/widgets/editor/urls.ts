import { apiBase } from '@/api/base-url';

let base: string | undefined;
const apiRoot = (): string => (base ??= apiBase());

/** Static files (theme preview images) come from the API host (spec part 1 §7). */
export const assetUrl = (path: string): string => `${apiRoot()}${path}`;
