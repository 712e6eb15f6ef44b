import { http } from '@/mocks/http';
import { defaultEmails } from '@/mocks/seed';
import { authed, badRequest, conflict, EMAIL_PATTERN, isObject, jsonBody, notFound, requestLang, say } from './common';
import { contentFor } from '@/mocks/content';
import { addNotification } from './notifications.handlers';
import type { DbUser } from '@/mocks/model';
import type { S } from '@/mocks/types';
import { isPublicHostName } from '@machines/shared/address-rule';
import { TEXT_LIMITS, textProblem, textProblemMessage } from '@machines/shared/text-limits';

/** The one SMTP host the demo "reaches"; any other answers like an unreachable server. */
export const DEMO_SMTP_HOST = 'smtp.example.com';

/**
 * A seeded template in the reader's language: its name, subject and body each as the language writes them while
 * they are still the seeded text; whatever the person typed stays as typed.
 */
/** The SMTP settings' and the templates' versions (stores from before versions start at 1). */
const smtpVersion = (user: DbUser): number => user.smtp_version ?? 1;
const emailsVersion = (user: DbUser): number => user.emails_version ?? 1;

function emailView(email: S['EmailTemplate'], lang: string): S['EmailTemplate'] {
  const seeded = defaultEmails().find((item) => item.id === email.id);
  if (!seeded) return email;
  const content = contentFor(lang);
  const id = seeded.id as 1 | 2 | 3;
  const local = { name: content.emailTemplates[id], ...content.emailTexts[id] };
  const pick = (field: 'name' | 'subject' | 'body') => (email[field] === seeded[field] ? local[field] : email[field]);
  return { ...email, name: pick('name'), subject: pick('subject'), body: pick('body') };
}

export const emailHandlers = [
  http.post(
    '/api/v1/verify-smtp/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body)) return badRequest('Invalid request body.');
      const errors: Record<string, string[]> = {};
      if (typeof body.sender_email !== 'string' || !EMAIL_PATTERN.test(body.sender_email))
        errors.sender_email = ['Please enter a valid email'];
      if (typeof body.host !== 'string' || !body.host.trim()) errors.host = ['This field is required.'];
      // The server connects to this host: a public host name only, never an IP literal or an internal name.
      else if (!isPublicHostName(body.host.trim()))
        errors.host = ['Enter a public host name such as smtp.example.com (no IP address or internal name).'];
      if (!Number.isInteger(body.port) || (body.port as number) < 1 || (body.port as number) > 65535)
        errors.port = ['Enter a port between 1 and 65535.'];
      const nameProblem =
        typeof body.sender_name === 'string' ? textProblem(body.sender_name, TEXT_LIMITS.senderName) : null;
      if (nameProblem)
        errors.sender_name = [textProblemMessage(nameProblem, 'The sender name', TEXT_LIMITS.senderName)];
      for (const [field, label, max] of [
        ['user_name', 'The user name', TEXT_LIMITS.smtpUser],
        ['password', 'The password', TEXT_LIMITS.smtpPassword],
      ] as const) {
        const problem = typeof body[field] === 'string' ? textProblem(body[field], max) : null;
        if (problem) errors[field] = [textProblemMessage(problem, label, max)];
      }
      if (Object.keys(errors).length)
        return response(400).json({ message: say(request, 'smtp_correct'), errors, response: '' });
      if (body.version !== undefined && body.version !== smtpVersion(user))
        return conflict('Someone else changed these SMTP settings since you opened them.');
      const host = String(body.host).trim();
      if (host !== DEMO_SMTP_HOST) {
        return response(400).json({
          message: say(request, 'smtp_failed'),
          response: `[Errno -2] Could not connect to ${host}:${String(body.port)}: Name or service not known`,
        });
      }
      const wasVerified = user.smtp.smtp_verified;
      user.smtp = {
        sender_name: String(body.sender_name ?? ''),
        sender_email: String(body.sender_email),
        host,
        port: body.port as number,
        auto_tls: body.auto_tls === 1 ? 1 : 0,
        authentication: body.authentication === 1 ? 1 : 0,
        user_name: String(body.user_name ?? ''),
        // An empty password keeps the saved one (the form never has it to send back).
        password: body.authentication !== 1 ? '' : String(body.password ?? '') || user.smtp.password,
        smtp_verified: true,
        active_lead_email: body.active_lead_email === 1 ? 1 : 0,
      };
      if (!wasVerified)
        addNotification(
          user.id,
          'success',
          { key: 'smtp_verified', values: { email: user.smtp.sender_email } },
          '/setting#smtp-setting',
        );
      user.smtp_version = smtpVersion(user) + 1;
      return response(200).json({ message: say(request, 'smtp_saved'), version: user.smtp_version });
    }),
  ),

  http.get(
    '/api/v1/emails-settings/',
    authed(({ user, request, response }) => {
      return response(200).json({
        emails: user.emails.map((email) => emailView(email, requestLang(request))),
        active_lead_email: user.smtp.active_lead_email,
        version: emailsVersion(user),
      });
    }),
  ),

  http.post(
    '/api/v1/emails-settings/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      if (!isObject(body) || !Array.isArray(body.emails))
        return badRequest('A list of e-mails is required.', { emails: ['This field is required.'] });
      const emails = body.emails as S['EmailTemplate'][];
      const errors: Record<string, string[]> = {};
      emails.forEach((email, index) => {
        if (!isObject(email) || !user.emails.some((stored) => stored.id === email.id))
          errors[`emails.${index}`] = ['Unknown e-mail template.'];
        else if (typeof email.subject !== 'string' || !email.subject.trim())
          errors[`emails.${index}.subject`] = ['This field is required.'];
        else {
          const subject = textProblem(email.subject, TEXT_LIMITS.subject);
          if (subject)
            errors[`emails.${index}.subject`] = [textProblemMessage(subject, 'The subject', TEXT_LIMITS.subject)];
          const text = typeof email.body === 'string' ? textProblem(email.body, TEXT_LIMITS.emailBody, true) : null;
          if (text) errors[`emails.${index}.body`] = [textProblemMessage(text, 'The body', TEXT_LIMITS.emailBody)];
        }
      });
      if (Object.keys(errors).length) return badRequest('Please correct the e-mail templates.', errors);
      if (body.version !== undefined && body.version !== emailsVersion(user))
        return conflict('Someone else changed these e-mail templates since you opened them.');
      if (
        (body.active_lead_email === 0 || body.active_lead_email === 1) &&
        body.active_lead_email !== user.smtp.active_lead_email
      ) {
        user.smtp.active_lead_email = body.active_lead_email;
        user.smtp_version = smtpVersion(user) + 1;
      }
      user.emails = user.emails.map((stored) => {
        const update = emails.find((email) => email.id === stored.id);
        return update
          ? { ...stored, name: update.name, subject: update.subject, body: update.body, active: update.active }
          : stored;
      });
      user.emails_version = emailsVersion(user) + 1;
      return response(200).json({ message: say(request, 'email_settings_saved'), version: user.emails_version });
    }),
  ),

  http.get(
    '/api/v1/smtp-settings/',
    authed(({ user, response }) => {
      // Write-only (issue 43): whether a password is saved, never the password.
      const { password, ...settings } = user.smtp;
      return response(200).json({
        smtp_settings: { ...settings, password_set: password !== '', version: smtpVersion(user) },
      });
    }),
  ),

  http.post(
    '/api/v1/reset-email/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      const id = isObject(body) ? body['email-id'] : undefined;
      if (!Number.isInteger(id))
        return badRequest('email-id is required.', { 'email-id': ['This field is required.'] });
      const fallback = defaultEmails().find((email) => email.id === id);
      const index = user.emails.findIndex((email) => email.id === id);
      if (!fallback || index < 0) return notFound('E-mail template not found.');
      if (isObject(body) && body.version !== undefined && body.version !== emailsVersion(user))
        return conflict('Someone else changed these e-mail templates since you opened them.');
      user.emails[index] = fallback;
      user.emails_version = emailsVersion(user) + 1;
      return response(200).json({
        email: fallback,
        message: say(request, 'email_reset'),
        version: user.emails_version,
      });
    }),
  ),

  http.post(
    '/api/v1/send-test-email/',
    authed(async ({ user, request, response }) => {
      const body = await jsonBody<unknown>(request);
      const email = isObject(body) ? body.email : undefined;
      if (typeof email !== 'string' || !EMAIL_PATTERN.test(email))
        return badRequest('Please enter a valid email', { email: ['Please enter a valid email'] });
      if (!user.smtp.smtp_verified) return badRequest('Verify your SMTP settings before sending a test e-mail.');
      return response(200).json({ message: say(request, 'test_email_sent', { email, host: user.smtp.host }) });
    }),
  ),
];
