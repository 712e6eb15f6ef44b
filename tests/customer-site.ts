import { DEMO_TOKEN } from '../src/mocks/db';

/** The customer's site the tests put widgets on (its pages: `${CUSTOMER_SITE}/contact`, …). */
export const CUSTOMER_SITE = 'https://www.bakery-example.com';

/**
 * The widget's owner confirms a site through the demo backend, as the install panel's *Confirm this site* does: until
 * then the site's leads are held (issue 43).
 */
export async function ownerConfirmsSite(widgetId: number, token = DEMO_TOKEN, origin = CUSTOMER_SITE): Promise<void> {
  const answer = await fetch(`http://localhost:3000/api/v1/widget/${widgetId}/sites/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify({ origin, decision: 'confirm' }),
  });
  if (!answer.ok) throw new Error(`confirming ${origin} for widget ${widgetId}: ${answer.status}`);
}
