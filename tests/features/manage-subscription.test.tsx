import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { getToken } from '../../src/api/session';
import { DEMO_TOKEN, demoToday, FREE_TOKEN, getDb, PRO_TOKEN } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { loadWidgetLanguage } from '../../src/features/widgets/widget-language';
import { renderApp, renderScreen } from '../render';

const DAY = 86_400_000;
const proSubscription = () => {
  const subscription = getDb().subscriptions.find((item) => item.subscription_id === 3);
  if (!subscription) throw new Error('seed changed: no Pro subscription');
  return subscription;
};
const pro = () => getDb().users.find((user) => user.email === 'pro@example.com');
const renewal = () => screen.findByTestId('renewal');

/** Counts the requests to one path (a double click must send one). */
function countRequests(method: string, path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  afterEach(() => server.events.removeListener('request:start', listener));
  return () => count;
}

describe('self-service subscription (/manage-subscription, issue 24)', () => {
  it('cancels at the end of the period after a confirmation that says what is lost and when, then resumes', async () => {
    const cancels = countRequests('POST', '/api/v1/account/subscription/cancel/');
    const { user } = await renderApp('/manage-subscription', { token: PRO_TOKEN });
    expect(await renewal()).toHaveTextContent('Renews on Dec 1, 2026');
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your Pro plan?' });
    expect(dialog).toHaveTextContent('Your Pro plan stays active until Dec 1, 2026.');
    const lost = await within(dialog).findByTestId('lost-list');
    expect(
      within(lost)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Projects: 25 → 1', 'Lead widgets: 25 → 1', 'Advanced audits', 'Lead sync to mailing services']);
    const confirm = within(dialog).getByRole('button', { name: 'Cancel at period end' });
    await user.dblClick(confirm);

    expect(
      await screen.findByText('Your Pro plan is cancelled. It stays active until 2026-12-01.'),
    ).toBeInTheDocument();
    expect(await renewal()).toHaveTextContent('Ends on Dec 1, 2026');
    expect(cancels()).toBe(1);
    expect(proSubscription().cancel_at_period_end).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Renew automatically' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Upgrade to Agency' })).not.toBeInTheDocument();
    // The plan banner follows: it says when the plan ends and leads back here.
    expect(await screen.findByTestId('plan-notice')).toHaveTextContent(
      'Your Pro plan ends on December 1, 2026. Resume it to keep your projects, widgets and lead sync.',
    );

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Your Pro plan continues.')).toBeInTheDocument();
    expect(await renewal()).toHaveTextContent('Renews on Dec 1, 2026');
    expect(proSubscription().cancel_at_period_end).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('plan-notice')).not.toBeInTheDocument());
  });

  it('an upgrade shows the prorated difference, charges it and changes the quotas at once; the top plan offers no upgrade', async () => {
    // 15 of 30 days left: half of the €50.00 difference between Agency (€99) and Pro (€49).
    proSubscription().expires = new Date(demoToday() + 15 * DAY).toISOString();
    const { user } = await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Agency' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Agency?' });
    expect(within(dialog).getByTestId('upgrade-difference')).toHaveTextContent(/^You pay €25\.00 now: the difference/);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade and pay €25.00' }));

    expect(await screen.findByText('You are now on the Agency plan. EUR 25.00 was charged.')).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Agency');
    expect(pro()).toMatchObject({ plan: 'Agency', project_total: 100, widget_total: 100 });
    expect(getDb().payments.at(-1)).toMatchObject({ user_id: 3, price: 25, subscription_name: 'Agency' });
    expect(screen.queryByRole('button', { name: /^Upgrade to/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Pro at renewal' })).toBeInTheDocument();
  });

  it('a downgrade is scheduled for the renewal, can be dropped, and takes effect (with its quotas) at the period end', async () => {
    const { user } = await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Switch to Starter at renewal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to Starter?' });
    expect(dialog).toHaveTextContent(
      'You keep Pro until Dec 1, 2026; then your plan changes to Starter for €19.00 per month.',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Projects: 25 → 3', 'Lead widgets: 25 → 3', 'Advanced audits']);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    expect(await screen.findByTestId('scheduled-change')).toHaveTextContent('Changes to Starter on Dec 1, 2026');
    // Until the period ends the plan and its quotas stay.
    expect(pro()).toMatchObject({ plan: 'Pro', project_total: 25 });

    await user.click(screen.getByRole('button', { name: 'Keep Pro' }));
    expect(await screen.findByText('You stay on the Pro plan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('scheduled-change')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Switch to Starter at renewal' }));
    await user.click(await screen.findByRole('button', { name: 'Schedule the change' }));
    await screen.findByTestId('scheduled-change');
    // The period ends: the next read renews on Starter.
    proSubscription().expires = new Date(demoToday() - DAY).toISOString();
    const account = (await api.GET('/api/v1/account/')).data?.details;
    expect(account?.subscription_name).toBe('Starter');
    expect(account?.subscription_details.number_of_project.total).toBe(3);
    expect(account?.subscription_details.widget_setting.total).toBe(3);
    expect(proSubscription()).toMatchObject({ name: 'Starter', price: 19, scheduled_plan_id: null });
  });

  it('the auto-renew switch is saved by the server and stays off after a reload', async () => {
    const { user, unmount } = await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    const toggle = await screen.findByRole('checkbox', { name: 'Renew automatically' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Your Pro plan will not renew automatically.')).toBeInTheDocument();
    expect(await renewal()).toHaveTextContent('Ends on Dec 1, 2026 (not renewed automatically)');
    expect(proSubscription().auto_renew).toBe(false);

    unmount();
    await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    expect(await screen.findByRole('checkbox', { name: 'Renew automatically' })).not.toBeChecked();
  });

  it('a 500 shows the server message and changes nothing', async () => {
    const { user } = await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your Pro plan?' });
    setFaults({ kind: 'status', status: 500, path: '/subscription/cancel/', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await renewal()).toHaveTextContent('Renews on Dec 1, 2026');
    expect(proSubscription().cancel_at_period_end).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  });

  it('a lost network and a plan restriction show their message and change nothing', async () => {
    const { user } = await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    const toggle = await screen.findByRole('checkbox', { name: 'Renew automatically' });
    setFaults({ kind: 'network', path: '/subscription/auto-renew/', times: 1 });
    await user.click(toggle);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Renew automatically' })).toBeChecked());
    setFaults({ kind: 'restrict', path: '/subscription/change/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Upgrade to Agency' }));
    await user.click(await screen.findByRole('button', { name: /^Upgrade and pay €\d+\.\d\d$/ }));
    expect(await screen.findByText('Your plan does not include this feature.')).toBeInTheDocument();
    expect(pro()).toMatchObject({ plan: 'Pro', project_total: 25 });
    expect(proSubscription().auto_renew).toBeUndefined();
  });

  it('Details brings the panel it opens into view and moves focus to it', async () => {
    const { user } = await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    // pro@ has paid six months of Pro: each payment row names its own date and opens its subscription's details.
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Details of the payment of Nov 1, 2026 (subscription 3)',
      'Details of the payment of Oct 2, 2026 (subscription 3)',
      'Details of the payment of Sep 2, 2026 (subscription 3)',
      'Details of the payment of Aug 3, 2026 (subscription 3)',
      'Details of the payment of Jul 4, 2026 (subscription 3)',
      'Details of the payment of Jun 4, 2026 (subscription 3)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Details of the payment of Nov 1, 2026 (subscription 3)' }));
    const heading = await screen.findByRole('heading', { name: 'Subscription 3', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('a renewing plan says its date once, as the renewal; a trial, which does not renew, says when it expires (#48 item 10)', async () => {
    const { unmount } = await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    expect(await renewal()).toHaveTextContent('Renews on Dec 1, 2026');
    const plan = screen.getByRole('region', { name: 'Current plan' });
    expect(plan.textContent?.match(/Dec 1, 2026/g)).toHaveLength(1);
    expect(within(plan).queryByText('Expires')).not.toBeInTheDocument();
    unmount();

    await renderScreen('/manage-subscription', { token: DEMO_TOKEN });
    const expiry = await screen.findByTestId('plan-expiry');
    expect(expiry).toHaveTextContent(/^Expires[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(screen.queryByTestId('renewal')).not.toBeInTheDocument();
  });

  it('names a trial in the interface language, never as the server spells it (#48 walk)', async () => {
    await renderScreen('/manage-subscription', { token: DEMO_TOKEN });
    const plan = await screen.findByTestId('current-plan');
    expect(plan).toHaveTextContent('free trial');
    await loadWidgetLanguage('de');
    try {
      await act(async () => {
        await i18next.changeLanguage('de');
      });
      expect(plan).toHaveTextContent('kostenlose Testphase');
      expect(plan).not.toHaveTextContent(/free trial/i);
    } finally {
      await act(async () => {
        await i18next.changeLanguage('en');
      });
    }
  });

  it('says a card payment in the interface language; a provider keeps its brand (#48 walk)', async () => {
    await renderScreen('/manage-subscription', { token: PRO_TOKEN });
    const payments = await screen.findByRole('table', { name: /Payments/ });
    expect(within(payments).getAllByText('Card').length).toBeGreaterThan(0);
    await loadWidgetLanguage('de');
    try {
      await act(async () => {
        await i18next.changeLanguage('de');
      });
      expect(within(payments).getAllByText('Karte').length).toBeGreaterThan(0);
      expect(within(payments).queryByText('Card')).not.toBeInTheDocument();
    } finally {
      await act(async () => {
        await i18next.changeLanguage('en');
      });
    }
  });

  it('a free plan has nothing to manage here but the way to the plans; the server refuses the calls', async () => {
    await renderScreen('/manage-subscription', { token: FREE_TOKEN });
    expect(await screen.findByText('You have no paid plan. Choose one on the pricing page.')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Current plan' });
    expect(within(plan).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    const refused = await api.POST('/api/v1/account/subscription/cancel/');
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({
      message: 'Your plan has no subscription to manage. Choose a plan on the pricing page.',
      restrict_error: true,
    });
  });
});

/**
 * Every self-service call under every fault of spec §8 (issue 24): a double click sends one request; 500, a lost
 * network, 401 and restrict_error each show their message and change nothing, neither on the server nor on the
 * screen (renewal, plan, banner, quotas).
 */
describe('self-service subscription: double clicks and faults', () => {
  type Action = {
    path: string;
    /** Puts the subscription where the action is offered (resume needs a cancelled plan). */
    arrange?: () => void;
    /** The last click that sends the call (the earlier ones open a confirmation). */
    open: (user: Awaited<ReturnType<typeof renderApp>>['user']) => Promise<HTMLElement>;
    /** What a success says. */
    done: string | RegExp;
    /** The screen and the server are as they were before. */
    unchanged: () => Promise<void>;
  };
  const planUnchanged = async () => {
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Pro');
    expect(pro()).toMatchObject({ plan: 'Pro', project_total: 25, widget_total: 25 });
    expect(getDb().payments.filter((payment) => payment.user_id === 3)).toHaveLength(6);
  };
  const actions: Record<string, Action> = {
    cancel: {
      path: '/api/v1/account/subscription/cancel/',
      done: 'Your Pro plan is cancelled. It stays active until 2026-12-01.',
      open: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
        const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your Pro plan?' });
        return within(dialog).getByRole('button', { name: 'Cancel at period end' });
      },
      unchanged: async () => {
        expect(await renewal()).toHaveTextContent('Renews on Dec 1, 2026');
        expect(proSubscription().cancel_at_period_end).toBeUndefined();
        expect(screen.queryByTestId('plan-notice')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
        await planUnchanged();
      },
    },
    resume: {
      path: '/api/v1/account/subscription/resume/',
      arrange: () => void (proSubscription().cancel_at_period_end = true),
      done: 'Your Pro plan continues.',
      open: async () => screen.findByRole('button', { name: 'Resume' }),
      unchanged: async () => {
        expect(await renewal()).toHaveTextContent('Ends on Dec 1, 2026');
        expect(proSubscription().cancel_at_period_end).toBe(true);
        expect(await screen.findByTestId('plan-notice')).toHaveTextContent('Your Pro plan ends on December 1, 2026.');
        expect(screen.getByRole('button', { name: 'Resume' })).toBeEnabled();
        await planUnchanged();
      },
    },
    'change plan': {
      path: '/api/v1/account/subscription/change/',
      done: /^You are now on the Agency plan\. EUR \d+\.\d\d was charged\.$/,
      open: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Upgrade to Agency' }));
        const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Agency?' });
        return within(dialog).getByRole('button', { name: /^Upgrade and pay €\d+\.\d\d$/ });
      },
      unchanged: async () => {
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(screen.getByRole('button', { name: 'Upgrade to Agency' })).toBeEnabled();
        expect(proSubscription()).toMatchObject({ name: 'Pro', price: 49 });
        await planUnchanged();
      },
    },
    'auto-renew': {
      path: '/api/v1/account/subscription/auto-renew/',
      done: 'Your Pro plan will not renew automatically.',
      open: async () => screen.findByRole('checkbox', { name: 'Renew automatically' }),
      unchanged: async () => {
        await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Renew automatically' })).toBeChecked());
        expect(await renewal()).toHaveTextContent('Renews on Dec 1, 2026');
        expect(proSubscription().auto_renew).toBeUndefined();
        await planUnchanged();
      },
    },
  };
  const names = Object.keys(actions);

  it.each(names)('%s: a double click sends one request', async (name) => {
    const action = actions[name]!;
    const calls = countRequests('POST', action.path);
    action.arrange?.();
    const { user } = await renderApp('/manage-subscription', { token: PRO_TOKEN });
    await user.dblClick(await action.open(user));
    expect(await screen.findByText(action.done)).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  const faults = [
    ['500', 'Internal server error.', { kind: 'status', status: 500 }],
    ['network loss', 'Something went wrong. Please try again.', { kind: 'network' }],
    ['restrict_error', 'Your plan does not include this feature.', { kind: 'restrict' }],
  ] as const;
  describe.each(names)('%s', (name) => {
    const action = actions[name]!;
    it('a slow answer: a second press meanwhile sends nothing, then it is done', async () => {
      const calls = countRequests('POST', action.path);
      action.arrange?.();
      const { user } = await renderApp('/manage-subscription', { token: PRO_TOKEN });
      const control = await action.open(user);
      setFaults({ latencyMs: 800, path: action.path, times: 1 });
      await user.click(control);
      await user.click(control);
      expect(await screen.findByText(action.done, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(calls()).toBe(1);
    });

    it.each(faults)('%s shows %j and changes nothing', async (_fault, message, fault) => {
      action.arrange?.();
      const { user } = await renderApp('/manage-subscription', { token: PRO_TOKEN });
      const control = await action.open(user);
      setFaults({ ...fault, path: action.path, times: 1 });
      await user.click(control);
      expect(await screen.findByText(message)).toBeInTheDocument();
      await action.unchanged();
    });

    it('401 signs out; signing in again comes back to /manage-subscription with nothing changed', async () => {
      action.arrange?.();
      const { user } = await renderApp('/manage-subscription', { token: PRO_TOKEN });
      const control = await action.open(user);
      setFaults({ kind: 'unauthorized', path: action.path, times: 1 });
      await user.click(control);
      await waitFor(() => expect(getToken()).toBeNull());
      await user.type(await screen.findByLabelText(/^email/i, {}, { timeout: 15_000 }), 'pro@example.com');
      await user.type(screen.getByLabelText(/^password/i), 'demo1234');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Manage subscription' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/manage-subscription');
      await action.unchanged();
    });
  });
});
