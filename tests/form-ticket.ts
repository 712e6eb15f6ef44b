import { onTestFinished, vi } from 'vitest';
import { FORM_TICKET_MIN_MS } from '../machines/shared/form-ticket';
import { demoToday } from '../src/mocks/db';
import { issueTicket } from '../src/mocks/form-ticket';

/** A ticket as the widget's public data gives it, issued long enough ago to be taken: a visitor who took their time. */
export const readyTicket = (widgetId: number): Promise<string> =>
  issueTicket(widgetId, demoToday() - FORM_TICKET_MIN_MS - 1_000);

let ahead = 0;

/**
 * The visitor took their time with the form: the clock that the embed script and the demo backend read moves on
 * (by the form's minimum unless told), so a test need not sit through the seconds a person spends. Until the test ends.
 */
export function visitorTookTheirTime(ms = FORM_TICKET_MIN_MS): void {
  if (ahead === 0) {
    const real = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => real() + ahead);
    onTestFinished(() => {
      clock.mockRestore();
      ahead = 0;
    });
  }
  ahead += ms;
}
