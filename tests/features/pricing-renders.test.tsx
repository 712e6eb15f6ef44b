import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPrerenderedData } from '../../src/components/prerendered-data';
import { planCatalogue } from '../../src/mocks/handlers/checkout.handlers';
import { renderApp } from '../render';
import { countRenders } from '../render-counter';

/**
 * The pricing page is prerendered with the plans; the app then asks the server for them again. An answer equal to
 * what shows draws no card again (each card drew synchronously after hydration, a long task on a slow phone).
 */
const renders = vi.hoisted(() => ({ cards: {} as Record<string, number>, answers: 0 }));

vi.mock('../../src/features/billing/pricing/plan-card', (importOriginal) =>
  countRenders(importOriginal, 'PlanCard', ({ plan }: { plan: { name: string } }) => {
    renders.cards[plan.name] = (renders.cards[plan.name] ?? 0) + 1;
  }),
);
// Counts the plans' answers the page received: its load reacts to one in the same turn, before the count is read.
vi.mock('../../src/features/billing/plans', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features/billing/plans')>();
  return {
    ...original,
    fetchPlans: (signal: AbortSignal) => {
      const answer = original.fetchPlans(signal);
      void answer.then(() => (renders.answers += 1));
      return answer;
    },
  };
});

afterEach(() => setPrerenderedData({}));

const each = (count: number) => Object.fromEntries(planCatalogue().map((plan) => [plan.name, count]));

describe('the pricing page with the plans it was prerendered with', () => {
  it('draws each card once: the server’s equal answer changes nothing; a change of period redraws them', async () => {
    setPrerenderedData({ plans: planCatalogue() });
    const { user } = await renderApp('/pricing', { token: null });
    expect(await screen.findByTestId('plan-pro')).toHaveTextContent('per month');
    await waitFor(() => expect(renders.answers).toBe(1));
    expect(renders.cards).toEqual(each(1));

    await user.click(screen.getByText('Yearly', { exact: true }));
    expect(await screen.findByTestId('plan-pro')).toHaveTextContent('per year');
    expect(renders.cards).toEqual(each(2));
  });
});
