import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import type { ApiFailure } from '@contract/api-failure';

/*
 * The share link's calls and alerts, the same on every report (an extension of the spec): a report page
 * hands `shareLinkMachine.provide({ actors: shareLinkActors, actions: shareLinkNotifications })` to ReportTools.
 */

/** DELETE /api/v1/page/audit/report/{id}/share/: the link stops working at once. */
const revokeLink = fromPromise<{ message?: string }, { auditId: number }>(async ({ input, signal }) => {
  const body = await unwrap(
    api.DELETE('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: input.auditId } }, signal }),
  );
  return { message: body.message };
});

/** POST /api/v1/page/audit/report/{id}/share/: a new share key for the report. */
const createLink = fromPromise<{ share_key: string; message?: string }, { auditId: number }>(
  async ({ input, signal }) =>
    unwrap(api.POST('/api/v1/page/audit/report/{id}/share/', { params: { path: { id: input.auditId } }, signal })),
);

export const shareLinkActors = { revokeLink, createLink };

export const shareLinkNotifications = {
  notifyRevoked: () => showAlert({ status: 'success', messageKey: 'reports.link_revoked' }),
  notifyCreated: () => showAlert({ status: 'success', messageKey: 'reports.link_created' }),
  notifyFailed: (_: unknown, { failure }: { failure: ApiFailure }) => alertFromFailure(failure),
};

/** GET /api/v1/shared-report/{share_key}/ (no sign-in needed): the report a share link opens. */
export const loadSharedReport = fromPromise<object, { shareKey: string }>(({ input, signal }) =>
  unwrap(api.GET('/api/v1/shared-report/{share_key}/', { params: { path: { share_key: input.shareKey } }, signal })),
);
