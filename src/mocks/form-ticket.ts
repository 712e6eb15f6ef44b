import { FORM_TICKET_MAX_AGE_MS, FORM_TICKET_MIN_MS } from '@machines/shared/form-ticket';
import { base64url } from './base64url';

/**
 * The demo backend's form tickets: `<widget id>.<issued at, ms>.<HMAC-SHA-256>`, signed with a key made at start
 * from the platform's random source (a restarted backend refuses older tickets as unknown; the embed script then asks
 * for a new one).
 */
const key = crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

const encoder = new TextEncoder();

const signature = async (payload: string) =>
  base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(payload)));

/** Checked by the platform in constant time, never by comparing strings. */
async function verified(payload: string, signed: string): Promise<boolean> {
  try {
    const bytes = Uint8Array.from(atob(signed.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    return await crypto.subtle.verify('HMAC', await key, bytes, encoder.encode(payload));
  } catch {
    return false;
  }
}

export async function issueTicket(widgetId: number, issuedAt: number): Promise<string> {
  const payload = `${widgetId}.${issuedAt}`;
  return `${payload}.${await signature(payload)}`;
}

export type TicketProblem = 'missing' | 'invalid' | 'too_soon' | 'expired';

/** Why a submission's ticket is not taken, or null: for this widget, signed here, old enough and not too old. */
export async function ticketProblem(ticket: unknown, widgetId: number, now: number): Promise<TicketProblem | null> {
  if (typeof ticket !== 'string' || ticket === '') return 'missing';
  const [id, issued, signed, extra] = ticket.split('.');
  if (extra !== undefined || id !== String(widgetId) || !/^\d{1,15}$/.test(issued ?? '') || !signed) return 'invalid';
  if (!(await verified(`${id}.${issued}`, signed))) return 'invalid';
  const age = now - Number(issued);
  if (age < FORM_TICKET_MIN_MS) return 'too_soon';
  return age > FORM_TICKET_MAX_AGE_MS ? 'expired' : null;
}
