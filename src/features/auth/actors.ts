import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import type { SignInCredentials } from '@machines/auth/login/sign-in.machine';

/** The real sign-in call for the sign-in machine's `authenticate` slot. */
export const authenticate = fromPromise<{ token: string }, SignInCredentials>(async ({ input, signal }) => {
  const body =
    input.method === 'google'
      ? await unwrap(api.POST('/api/v1/user/rest-auth/google/', { body: { access_token: input.accessToken }, signal }))
      : await unwrap(
          api.POST('/api/v1/user/rest-auth/token/login/', {
            body: { email: input.email, password: input.password },
            signal,
          }),
        );
  return { token: body.auth_token };
});
