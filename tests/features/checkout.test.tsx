import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { signOut } from '../../src/app/sign-out';
import { getDb, PRO_TOKEN } from '../../src/mocks/db';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

const demo = () => getDb().users.find((user) => user.email === 'demo@example.com');

describe('checkout: terms and privacy links', () => {
  it('the terms sentence links to the terms and the privacy policy, each in a new tab', async () => {
    await renderScreen('/subscribe-form/2?period=monthly', { token: DEMO_TOKEN });
    const terms = await screen.findByRole('link', { name: 'terms of service' });
    const privacy = screen.getByRole('link', { name: 'privacy policy' });
    expect(terms).toHaveAttribute('href', 'https://www.rankpilot.io/terms');
    expect(privacy).toHaveAttribute('href', 'https://www.rankpilot.io/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' }),
    ).not.toBeChecked();
  });

  it("a white-label site's own addresses win; an address that is not http(s) is never a link", async () => {
    const settings = getDb().siteSettings;
    settings.terms_link = 'https://brand.example/terms';
    settings.privacy_link = 'javascript:alert(1)';
    await renderScreen('/subscribe-form/2?period=monthly', { token: DEMO_TOKEN });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
        'href',
        'https://brand.example/terms',
      ),
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      'https://www.rankpilot.io/privacy',
    );
  });
});

describe('billing details: country', () => {
  it('is chosen from countries named in the interface language, saved, and shown again after a reload', async () => {
    const { user, unmount } = await renderScreen('/billing-details', { token: DEMO_TOKEN });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('NL');
    expect(within(country).getByRole('option', { name: 'Netherlands' })).toBeInTheDocument();
    await user.selectOptions(country, 'Germany');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details updated successfully')).toBeInTheDocument();
    expect(demo()?.billing.country).toBe('DE');
    unmount();

    await renderScreen('/billing-details', { token: DEMO_TOKEN });
    const again = await screen.findByRole('combobox', { name: 'Country' });
    expect(again).toHaveValue('DE');
    expect((again as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Germany');
  });

  it('a save another session overtook changes nothing, keeps what was typed, and saves both after loading theirs (#43)', async () => {
    const { user } = await renderScreen('/billing-details', { token: DEMO_TOKEN });
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Mine B.V.');
    // Another session saves a new street meanwhile, on the version it loaded.
    const theirs = (await api.GET('/api/v1/account/billing/')).data!.billing_info;
    const saved = await api.POST('/api/v1/account/billing/update/', { body: { ...theirs, street: 'Their street 9' } });
    expect(saved.response.status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    const notice = await screen.findByTestId('conflict-notice');
    expect(notice).toHaveTextContent('Someone else changed this since you opened it');
    expect(demo()?.billing).toMatchObject({ company_name: theirs.company_name, street: 'Their street 9' });
    expect(company).toHaveValue('Mine B.V.');
    expect(screen.getByRole('button', { name: 'Save billing details' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Street and city' })).toHaveValue('Their street 9');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Mine B.V.');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details updated successfully')).toBeInTheDocument();
    expect(demo()?.billing).toMatchObject({ company_name: 'Mine B.V.', street: 'Their street 9' });
  });

  it('the checkout form has it too, prefilled from the billing details', async () => {
    await renderScreen('/subscribe-form/2?period=monthly', { token: DEMO_TOKEN });
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('NL');
  });
});

describe('checkout for the plan one already has (#48 walk)', () => {
  it('says so and offers to manage it; another plan says nothing of the kind', async () => {
    const { unmount } = await renderScreen('/subscribe-form/2?period=monthly', { token: PRO_TOKEN });
    const notice = await screen.findByTestId('already-on-plan');
    expect(notice).toHaveTextContent('You are already on the Pro plan.');
    expect(within(notice).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/manage-subscription',
    );
    unmount();
    await renderScreen('/subscribe-form/2?period=monthly', { token: DEMO_TOKEN });
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.queryByTestId('already-on-plan')).not.toBeInTheDocument();
  });
});

describe('order summary: the VAT line follows the billing country', () => {
  it('Pro at €49 billed to the Netherlands: 21 % VAT included', async () => {
    setToken(DEMO_TOKEN);
    const { data } = await api.POST('/api/v1/account/subscribe/', { body: { plan_id: 2, period: 'monthly' } });
    await renderScreen(`/payment-method/${data?.subscription_id ?? 0}`, { token: DEMO_TOKEN });
    const summary = await screen.findByTestId('order-summary');
    await waitFor(() => expect(summary).toHaveTextContent('VAT 21% (Netherlands): €8.50, included'));
  });

  it('billed to the United States: no VAT', async () => {
    const account = demo();
    if (account) account.billing.country = 'US';
    setToken(DEMO_TOKEN);
    const { data } = await api.POST('/api/v1/account/subscribe/', { body: { plan_id: 2, period: 'monthly' } });
    await renderScreen(`/payment-method/${data?.subscription_id ?? 0}`, { token: DEMO_TOKEN });
    const summary = await screen.findByTestId('order-summary');
    await waitFor(() => expect(summary).toHaveTextContent('No VAT for United States'));
  });
});

describe('checkout: the checkout under way belongs to the signed-in session', () => {
  const signedInKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('signed-in:'));

  // A whole flow with a sign-in in the middle: slow on a shared 2-core machine.
  it('a sign-out forgets it: signed in again in the same tab, the form starts over', async () => {
    const { user } = await renderApp('/subscribe-form/2?period=monthly', { token: DEMO_TOKEN });
    const company = await screen.findByRole('textbox', { name: /^Company/ }, { timeout: 15_000 });
    await user.clear(company);
    await user.type(company, 'Typed Before Sign-out');
    // The checkout's snapshot is kept for a reload of this tab.
    await waitFor(() => expect(sessionStorage.getItem('signed-in:checkout')).toContain('Typed Before Sign-out'));

    act(() => signOut('logout'));
    await user.type(await screen.findByLabelText(/^\s*Email/), 'demo@example.com');
    expect(signedInKeys()).toEqual([]);
    await user.type(screen.getByLabelText(/^\s*Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await user.click((await screen.findAllByRole('link', { name: 'Pricing' }, { timeout: 15_000 }))[0]!);
    await user.click(await screen.findByRole('button', { name: 'Choose the Pro plan' }, { timeout: 15_000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/subscribe-form/2'));
    const again = await screen.findByRole('textbox', { name: /^Company/ }, { timeout: 15_000 });
    await waitFor(() => expect(again).toHaveValue('Demo Marketing B.V.'));
  }, 60_000);
});

describe('checkout: Back from the payment method (#48 item 13)', () => {
  it('reopens the billing details of the same order without updating a page while another renders', async () => {
    const errors = vi.spyOn(console, 'error');
    const { user } = await renderScreen('/subscribe-form/2?period=monthly', { token: DEMO_TOKEN });
    await screen.findByRole('textbox', { name: /^Company/ }, { timeout: 15_000 });
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/payment-method\/\d+$/), { timeout: 15_000 });
    await screen.findByRole('radiogroup', { name: 'Choose how to pay' }, { timeout: 15_000 });

    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/subscribe-form/2'));
    expect(await screen.findByRole('textbox', { name: /^Company/ }, { timeout: 15_000 })).toHaveValue(
      'Demo Marketing B.V.',
    );
    const messages = errors.mock.calls.map((call) => call.map(String).join(' '));
    expect(messages.filter((message) => message.includes('Cannot update a component'))).toEqual([]);
    errors.mockRestore();
  }, 60_000);
});
