import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';

/**
 * POST /api/v1/send-audit-email/ with {email-address, audit-id}: the `sendEmail` slot of the report-view machine,
 * the same call for an audit report and a lead report (both are audits on the server).
 */
export const sendReportEmail = fromPromise<{ message?: string }, { email: string; auditId: number }>(
  async ({ input, signal }) => {
    const body = await unwrap(
      api.POST('/api/v1/send-audit-email/', {
        body: { 'email-address': input.email, 'audit-id': input.auditId },
        signal,
      }),
    );
    return { message: body.message };
  },
);
