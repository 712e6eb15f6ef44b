import type { DbLead, DbUser, LeadSyncService } from './model';
import type { S } from './types';

/**
 * Lead delivery: a captured lead goes to every lead sync provider connected at that moment, and each
 * provider answers as the stand-ins of leadsync.handlers.ts do: a webhook on a `.invalid` host cannot be reached,
 * a revoked Mailchimp or Brevo key (32 zeros) is refused. "Send again" makes a new attempt with the connection
 * as it is now.
 */

export type Delivery = S['LeadDelivery'];

const SERVICES: LeadSyncService[] = ['webhook', 'sendinblue', 'mailchimp', 'constant_contact'];

export const SERVICE_NAMES: Record<LeadSyncService, string> = {
  webhook: 'Webhook',
  sendinblue: 'Brevo',
  mailchimp: 'Mailchimp',
  constant_contact: 'Constant Contact',
};

/** The stored (masked) copy of a revoked key: maskKey() of 32 zeros keeps its first four characters. */
const REVOKED_TOKEN = /^(xkeysib-)?0000/;

/** Whether the user's connection to a provider would receive a lead now. */
export function isConnected(user: DbUser, service: LeadSyncService): boolean {
  const connection = user.leadsync[service];
  if (!connection.has_access || !connection.token) return false;
  return service !== 'webhook' || !!connection.url;
}

/** The provider's refusal of a lead, or null when it took it. */
function refusal(user: DbUser, service: LeadSyncService): string | null {
  const connection = user.leadsync[service];
  if (service === 'webhook') {
    let url: URL;
    try {
      url = new URL(connection.url ?? '');
    } catch {
      return 'The saved webhook URL is not a valid address.';
    }
    if (url.hostname.endsWith('.invalid'))
      return `The webhook at ${url.hostname} could not be reached (502 Bad Gateway).`;
    if (url.protocol !== 'https:') return 'The webhook URL must start with https://.';
    return null;
  }
  if ((service === 'mailchimp' || service === 'sendinblue') && REVOKED_TOKEN.test(connection.token))
    return `${SERVICE_NAMES[service]} refused the API key (401 Unauthorized: the key was disabled).`;
  return null;
}

/** One attempt to send a lead to a provider, with the connection as it is now. */
export function attemptDelivery(user: DbUser, service: LeadSyncService, at: string): Delivery {
  if (!isConnected(user, service))
    return {
      service,
      status: 'failed',
      at,
      message: `${SERVICE_NAMES[service]} is not connected: connect it again under Lead sync.`,
    };
  const reason = refusal(user, service);
  return reason === null
    ? { service, status: 'sent', at, message: null }
    : { service, status: 'failed', at, message: reason };
}

/** The report e-mailed to the visitor through the owner's e-mail server, which sends only once it is verified. */
export function emailReport(user: DbUser, at: string): Delivery {
  return user.smtp.smtp_verified
    ? { service: 'report_email', status: 'sent', at, message: null }
    : {
        service: 'report_email',
        status: 'failed',
        at,
        message: 'Your e-mail server (SMTP) is not set up and verified, so the report could not be e-mailed.',
      };
}

/**
 * What the demo backend does when a widget captures a lead: one delivery per connected provider, and the report
 * e-mailed to the visitor when the widget's report action says so and the visitor gave an address.
 */
export function deliverLead(user: DbUser, lead: DbLead, at: string = lead.created_at, sendReport = false): Delivery[] {
  lead.deliveries = SERVICES.filter((service) => isConnected(user, service)).map((service) =>
    attemptDelivery(user, service, at),
  );
  if (sendReport && lead.email) lead.deliveries.push(emailReport(user, at));
  return lead.deliveries;
}

const seconds = (iso: string, s: number) => new Date(Date.parse(iso) + s * 1000).toISOString();

/**
 * The seeded demo account's history (user 1): the webhook has received every lead, Mailchimp those of the last
 * 90 days. Every tenth webhook delivery failed while the webhook pointed at a mistyped host, some Mailchimp ones
 * while the key was revoked, and the newest lead is still waiting for Mailchimp.
 */
export function seededDeliveries(lead: DbLead, reference: string): Delivery[] {
  if (lead.user_id !== 1) return [];
  const webhook: Delivery =
    lead.id % 10 === 2
      ? {
          service: 'webhook',
          status: 'failed',
          at: seconds(lead.created_at, 2),
          message: 'The webhook at hooks.exmaple.invalid could not be reached (502 Bad Gateway).',
        }
      : { service: 'webhook', status: 'sent', at: seconds(lead.created_at, 1), message: null };
  const days = (Date.parse(reference) - Date.parse(lead.created_at)) / 86_400_000;
  if (days > 90) return [webhook];
  const mailchimp: Delivery =
    lead.id === 1
      ? { service: 'mailchimp', status: 'pending', at: seconds(lead.created_at, 1), message: null }
      : lead.id % 15 === 5
        ? {
            service: 'mailchimp',
            status: 'failed',
            at: seconds(lead.created_at, 3),
            message: 'Mailchimp refused the API key (401 Unauthorized: the key was disabled).',
          }
        : { service: 'mailchimp', status: 'sent', at: seconds(lead.created_at, 3), message: null };
  return [webhook, mailchimp];
}
