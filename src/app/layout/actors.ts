import { fromPromise } from 'xstate';
import type { SupportValues } from '@machines/app/layout/support-request.rules';
import { api, unwrap } from '@/api/client';

/** The real call for the support-request machine's `sendSupportRequest` slot. */
export const sendSupportRequest = fromPromise<{ message?: string }, SupportValues>(({ input, signal }) =>
  unwrap(api.POST('/api/v1/user/support/', { body: input, signal })),
);
