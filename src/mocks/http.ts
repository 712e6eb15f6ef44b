import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../api/schema.gen';

/**
 * The typed `http` of the demo backend. `baseUrl: '*'` prefixes every path with `*` (any origin), which MSW
 * matches on any origin: the jsdom page (http://localhost:3000), the dev server, or the loopback HTTP server.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
