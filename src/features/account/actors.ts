import { fromPromise } from 'xstate';
import { api, isApiFailure, unwrap } from '@/api/client';
import type { LoadedProfile, ProfileUpdate } from '@machines/account/profile/profile-form.machine';
import type { LeadEmail, LoadedEmails } from '@machines/account/settings/lead-emails.machine';
import type { NotificationItem } from '@machines/app/layout/notifications.machine';
import type { LoadedSmtp, SmtpFailure, SmtpInput } from '@machines/account/settings/smtp-settings.machine';

/** GET /api/v1/account/profile/ (profile_info) for the profile form's `loadProfile` slot. */
export const loadProfile = fromPromise<LoadedProfile>(
  async ({ signal }) => (await unwrap(api.GET('/api/v1/account/profile/', { signal }))).profile_info,
);

/** POST /api/v1/account/profile/update/ for `saveProfile`. */
export const saveProfile = fromPromise<{ message?: string; version: number }, ProfileUpdate>(
  async ({ input, signal }) => unwrap(api.POST('/api/v1/account/profile/update/', { body: input, signal })),
);

/** DELETE /api/v1/account/delete/ for the deletion dialog's `deleteAccount` slot. */
export const deleteAccount = fromPromise<{ message?: string }>(async ({ signal }) =>
  unwrap(api.DELETE('/api/v1/account/delete/', { signal })),
);

/** GET /api/v1/smtp-settings/ (smtp_settings) for `loadSmtp`. */
export const loadSmtp = fromPromise<LoadedSmtp>(
  async ({ signal }) => (await unwrap(api.GET('/api/v1/smtp-settings/', { signal }))).smtp_settings,
);

/** POST /api/v1/verify-smtp/ for `verifySmtp`; a failure carries the SMTP server's `response`,
 * which the page shows in an error field. */
export const verifySmtp = fromPromise<{ message?: string; version: number }, SmtpInput>(async ({ input, signal }) => {
  try {
    return await unwrap(api.POST('/api/v1/verify-smtp/', { body: input, signal }));
  } catch (error) {
    if (isApiFailure(error) && error.kind === 'http') {
      const response = (error.body as { response?: unknown } | undefined)?.response;
      throw {
        kind: 'http',
        status: error.status,
        message: error.message,
        response: typeof response === 'string' ? response : undefined,
      } satisfies SmtpFailure;
    }
    throw error;
  }
});

/** POST /api/v1/send-test-email/ for `sendTestEmail`. */
export const sendTestEmail = fromPromise<{ message?: string }, { email: string }>(async ({ input, signal }) =>
  unwrap(api.POST('/api/v1/send-test-email/', { body: input, signal })),
);

/** POST /api/v1/account/email-confirmation/ for the confirmation page's `confirmEmail` slot. */
export const confirmEmail = fromPromise<{ message: string; email: string }, { key: string }>(
  async ({ input, signal }) => unwrap(api.POST('/api/v1/account/email-confirmation/', { body: input, signal })),
);

/** GET /api/v1/emails-settings/ (emails) for the lead e-mails' `loadEmails` slot. */
export const loadEmails = fromPromise<LoadedEmails>(async ({ signal }) => {
  const { emails, version } = await unwrap(api.GET('/api/v1/emails-settings/', { signal }));
  return { emails, version: version ?? 1 };
});

/** POST /api/v1/emails-settings/ for `saveEmails`. */
export const saveEmails = fromPromise<{ message?: string; version: number }, LoadedEmails>(async ({ input, signal }) =>
  unwrap(api.POST('/api/v1/emails-settings/', { body: input, signal })),
);

/** POST /api/v1/reset-email/ with {email-id} for `resetEmail`. */
export const resetEmail = fromPromise<
  { email: LeadEmail; message?: string; version: number },
  { id: number; version: number }
>(async ({ input, signal }) =>
  unwrap(api.POST('/api/v1/reset-email/', { body: { 'email-id': input.id, version: input.version }, signal })),
);

/** GET /api/v1/notifications/ (data) for the header notifications' `loadNotifications` slot. */
export const loadNotifications = fromPromise<NotificationItem[]>(
  async ({ signal }) => (await unwrap(api.GET('/api/v1/notifications/', { signal }))).data,
);

/** POST /api/v1/notifications/read/ {ids} for `markRead`. */
export const markNotificationsRead = fromPromise<{ message?: string }, { ids: number[] }>(async ({ input, signal }) =>
  unwrap(api.POST('/api/v1/notifications/read/', { body: { ids: input.ids }, signal })),
);
