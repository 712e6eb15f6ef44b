import { createOpenApiHttp, type OpenApiHttpRequestHandler } from 'openapi-msw';
import { persistAfterChange } from './db';
import type { paths } from '@/api/schema.gen';

const typed = createOpenApiHttp<paths>({ baseUrl: '*' });

type MutatingMethod = 'post' | 'put' | 'patch' | 'delete';

/**
 * A mutating method's factory whose resolvers persist the store after answering 2xx. A resolver that throws
 * a Response (e.g. the 404 of `orNotFound`) answers with it and persists nothing.
 */
function persisting<Method extends MutatingMethod>(
  factory: OpenApiHttpRequestHandler<paths, Method>,
): OpenApiHttpRequestHandler<paths, Method> {
  return (path, resolver, options) =>
    factory(
      path,
      async (info) => {
        const answer = await resolver(info);
        if (answer instanceof Response && answer.ok) persistAfterChange();
        return answer;
      },
      options,
    );
}

/**
 * The typed `http` of the demo backend. `baseUrl: '*'` prefixes every path with `*` (any origin), which MSW
 * matches on any origin: the jsdom page (http://localhost:3000), the dev server, or the loopback HTTP server.
 * POST, PUT, PATCH and DELETE handlers persist the store automatically after a 2xx answer (db.ts persistAfterChange).
 */
export const http = {
  ...typed,
  post: persisting(typed.post),
  put: persisting(typed.put),
  patch: persisting(typed.patch),
  delete: persisting(typed.delete),
};
