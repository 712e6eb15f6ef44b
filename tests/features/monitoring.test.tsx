import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentAlert } from '../../src/components/alerts/alert-store';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderScreen } from '../render';

const activeUrls = () =>
  (getDb().monitors ?? [])
    .filter((monitor) => monitor.user_id === 1 && monitor.status === 'active')
    .map((monitor) => monitor.url);

describe('add pages form (bulk)', () => {
  it('flags each wrong line, a duplicate and a missing scheme, and saves nothing', async () => {
    await renderScreen('/add-pages', { token: DEMO_TOKEN });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Page addresses' }, { timeout: 15_000 });
    await user.type(box, 'https://a.example.com/x{enter}not a url{enter}a.example.com/y{enter}https://A.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Watch these pages' }));
    const errors = await screen.findByTestId('line-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2 (not a url): Enter a full page address such as https://www.example.com/page.',
      'Line 3 (a.example.com/y): Start the address with https:// or http://.',
      'Line 4 (https://A.example.com/x): This address is already listed above.',
    ]);
    expect(screen.getByText('3 lines need a fix; nothing was saved:')).toBeInTheDocument();
    expect(activeUrls()).toHaveLength(7);
  });

  it('shows the server refusal of an already watched page on its line, keeping the text', async () => {
    await renderScreen('/add-pages', { token: DEMO_TOKEN });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Page addresses' }, { timeout: 15_000 });
    await user.type(box, 'https://new.example.com/{enter}https://www.bakkerij-amsterdam.nl/');
    await user.click(screen.getByRole('button', { name: 'Watch these pages' }));
    expect(
      await screen.findByText('Line 2 (https://www.bakkerij-amsterdam.nl/): This page is already watched.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('https://new.example.com/\nhttps://www.bakkerij-amsterdam.nl/');
    expect(activeUrls()).not.toContain('https://new.example.com/');
  });

  it('keeps the text on a server error and adds the pages on the next try', async () => {
    await renderScreen('/add-pages', { token: DEMO_TOKEN });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Page addresses' }, { timeout: 15_000 });
    await user.type(box, 'https://one.example.com/{enter}https://two.example.com/a');
    setFaults({ kind: 'status', status: 500, path: '/monitor/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Watch these pages' }));
    await waitFor(() => expect(currentAlert()?.status).toBe('danger'));
    expect(box).toHaveValue('https://one.example.com/\nhttps://two.example.com/a');
    await user.click(screen.getByRole('button', { name: 'Watch these pages' }));
    expect(await screen.findByText('2 pages are now watched')).toBeInTheDocument();
    expect(activeUrls()).toEqual(expect.arrayContaining(['https://one.example.com/', 'https://two.example.com/a']));
  });
});
