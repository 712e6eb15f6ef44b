import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/api/session';
import { initI18n } from '../../src/i18n';
import { DEMO_TOKEN, renderApp } from '../render';

/** What the server says after a write (its answer's message, shown in the alert) reads in the interface language. */
describe('a write answer in German', () => {
  it('sending a report by e-mail says so in German, the address filled in', async () => {
    const { user } = await renderApp('/audit-report/1', { token: DEMO_TOKEN });
    setLanguage('de');
    await act(() => initI18n('de'));
    const form = await screen.findByRole('form', { name: 'Per E-Mail senden' }, { timeout: 15_000 });
    await user.type(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.de');
    await user.click(within(form).getByRole('button', { name: 'Bericht senden' }));
    expect(
      await screen.findByText(
        'Der Bericht wurde von unserer Adresse an anna@example.de gesendet (Ihre SMTP-Einstellungen sind nicht geprüft).',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });
});
