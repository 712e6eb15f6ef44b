import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../src/api/session';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

/*
 * Issue 23, "Share it with someone outside the account" (an extension of the spec): a report's share link opens a
 * read-only page at /shared-report/{key} for anyone; the owner revokes it and makes a new one. The demo account has
 * shared its audit 1 (key Qm7xV2cK9pLr4TzW8nYf1A) and lead 1's report (audit 1001, key Hd3sJ6uE0oBq5XgN7aRk2w); no other report has a key.
 */

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 15000 });
const article = () => screen.findByRole('article', { name: 'Report' }, { timeout: 15000 });

describe('shared report page', () => {
  it('opens for a visitor who is not signed in: the report, read-only, and no sign-in form', async () => {
    await renderScreen('/shared-report/Qm7xV2cK9pLr4TzW8nYf1A', { token: null });
    expect(await h1()).toHaveTextContent('Shared report');
    const report = await article();
    expect(within(report).getByRole('heading', { name: /SEO audit of https:\/\// })).toBeInTheDocument();
    expect(screen.getByText('A report shared with you. It is read-only.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/shared-report/Qm7xV2cK9pLr4TzW8nYf1A');
    expect(getToken()).toBeNull();
  }, 40_000);

  it('opens a lead report by its link as well', async () => {
    await renderScreen('/shared-report/Hd3sJ6uE0oBq5XgN7aRk2w', { token: null });
    expect(await h1()).toHaveTextContent('Shared report');
    expect(within(await article()).getByRole('heading', { name: /SEO audit of https:\/\// })).toBeInTheDocument();
  });

  it('an unknown key says the link no longer works, with the way home, never the sign-in form', async () => {
    await renderScreen('/shared-report/share-nope', { token: null });
    expect(await screen.findByText('This link no longer works', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(
      screen.getByText('The owner may have revoked it, or the address is incomplete. Ask them for a new link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/shared-report/share-nope');
  });

  it('a signed-in visitor sees the shared page too (no redirect)', async () => {
    await renderApp('/shared-report/Qm7xV2cK9pLr4TzW8nYf1A', { token: DEMO_TOKEN });
    expect(await h1()).toHaveTextContent('Shared report');
    expect(await article()).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/shared-report/Qm7xV2cK9pLr4TzW8nYf1A');
  });

  it('a 500 offers a retry that loads the report', async () => {
    setFaults({ kind: 'status', status: 500, path: '/shared-report/', times: 1 });
    const { user } = await renderScreen('/shared-report/Qm7xV2cK9pLr4TzW8nYf1A', { token: null });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15000 }));
    expect(await article()).toBeInTheDocument();
  });
});

describe('share link: revoke and make a new one', () => {
  it('the owner revokes a link after a confirmation; the old link no longer works; a new link works', async () => {
    const { user, unmount } = await renderScreen('/audit-report/1', { token: DEMO_TOKEN });
    const share = await screen.findByRole('textbox', { name: 'Share link' }, { timeout: 15000 });
    expect(share).toHaveValue('http://localhost:3000/shared-report/Qm7xV2cK9pLr4TzW8nYf1A');

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this share link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Share link' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke this share link?' })).getByRole('button', {
        name: 'Revoke link',
      }),
    );
    expect(await screen.findByText('The share link was revoked.')).toBeInTheDocument();
    expect(screen.getByText('This report has no share link.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(getDb().shareLinks?.['1']).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    expect(await screen.findByText('A new share link was created.')).toBeInTheDocument();
    const fresh = (screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value;
    expect(fresh).toMatch(/^http:\/\/localhost:3000\/shared-report\/[A-Za-z0-9_-]{22}$/);
    expect(fresh).not.toContain('Qm7xV2cK9pLr4TzW8nYf1A');
    expect(fresh).not.toContain('Qm7xV2cK9pLr4TzW8nYf1A');
    unmount();

    setToken(null);
    await renderScreen('/shared-report/Qm7xV2cK9pLr4TzW8nYf1A', { token: null });
    expect(await screen.findByText('This link no longer works', {}, { timeout: 15000 })).toBeInTheDocument();
  });

  it('a failed revoke says so and keeps the link', async () => {
    const { user } = await renderScreen('/lead-report/1', { token: DEMO_TOKEN });
    await screen.findByRole('textbox', { name: 'Share link' }, { timeout: 15000 });
    setFaults({ kind: 'network', path: '/share/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      'http://localhost:3000/shared-report/Hd3sJ6uE0oBq5XgN7aRk2w',
    );
  });
});
