import { apiBase } from '@/api/base-url';
import { once } from '@/components/once';

const apiRoot = once(apiBase);

/** Static files (theme preview images, /files/widget/v3/preview-image/…) come from the API host, not the app's. */
export const assetUrl = (path: string): string => `${apiRoot()}${path}`;
