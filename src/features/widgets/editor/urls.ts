import { apiBase } from '@/api/base-url';

let base: string | undefined;
const apiRoot = (): string => (base ??= apiBase());

/** Static files (theme preview images, /files/widget/v3/preview-image/…) come from the API host, not the app's. */
export const assetUrl = (path: string): string => `${apiRoot()}${path}`;
