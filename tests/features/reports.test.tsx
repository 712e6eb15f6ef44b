import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { currentAlert } from '../../src/components/alerts/alert-store';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { PRO_TOKEN } from '../../src/mocks/db';
import { DEMO_TOKEN, renderScreen } from '../render';

describe('lead report', () => {
  it('shows the report, a copyable share link and sends it by e-mail after checking the address', async () => {
    const sent: unknown[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.url.includes('/send-audit-email/')) sent.push(await request.clone().json());
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    const { user } = await renderScreen('/lead-report/1', { token: DEMO_TOKEN });
    const report = await screen.findByRole('article', { name: 'Report' });
    // The report's HTML shows once its sanitizer has loaded (its own chunk).
    expect(await within(report).findByRole('heading', { name: /SEO audit of https:\/\// })).toBeInTheDocument();
    const share = screen.getByRole('textbox', { name: 'Share link' });
    expect(share).toHaveValue(`http://localhost:3000/shared-report/Hd3sJ6uE0oBq5XgN7aRk2w`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000/shared-report/Hd3sJ6uE0oBq5XgN7aRk2w`);
    expect(await screen.findByText('The share link was copied.')).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.type(email, '.com');
    expect(screen.queryByText('Enter a valid e-mail address, like name@example.com.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Sent to anna@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([{ 'email-address': 'anna@example.com', 'audit-id': 1001 }]);
    expect(currentAlert()?.message).toMatch(/^The report was sent to anna@example.com/);
  });

  it('a failed send keeps the typed address and shows the server message', async () => {
    const { user } = await renderScreen('/lead-report/1', { token: DEMO_TOKEN });
    await screen.findByRole('article', { name: 'Report' });
    setFaults({ kind: 'status', status: 500, path: '/send-audit-email/' });
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(currentAlert()?.status).toBe('danger'));
    expect(email).toHaveValue('anna@example.com');
  });

  it('renders server HTML without scripts or handlers', async () => {
    server.use(
      http.get('*/api/v1/page/lead/report/:id/', () =>
        HttpResponse.json({
          audit_id: 9,
          share_key: 'k',
          lead: {
            id: 9,
            name: null,
            email: 'x@example.com',
            phone: null,
            keyword: null,
            url: 'https://example.com',
            widget_id: null,
            widget_name: null,
            created_at: '2026-11-16T08:00:00.000Z',
            deliveries: [],
          },
          content:
            '<h2>Safe</h2><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>',
        }),
      ),
    );
    await renderScreen('/lead-report/9', { token: DEMO_TOKEN });
    const report = await screen.findByRole('article', { name: 'Report' });
    expect(within(report).getByRole('heading', { name: 'Safe' })).toBeInTheDocument();
    expect(report.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect(within(report).getByText('bad')).not.toHaveAttribute('href');
    expect(within(report).getByRole('link', { name: 'good' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('an unknown lead says the report was not found and leads back, with no retry or PDF that cannot help (#48 walk)', async () => {
    await renderScreen('/lead-report/99999', { token: DEMO_TOKEN });
    expect(await screen.findByText('This report was not found.')).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PDF/ })).not.toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Back to the leads' });
    expect(back.every((link) => link.getAttribute('href') === '/all-leads')).toBe(true);
  });

  it('a report that fails to load says so, with the server message and a retry', async () => {
    setFaults({ kind: 'status', status: 500, path: '/page/lead/report/1/', times: 1 });
    await renderScreen('/lead-report/1', { token: DEMO_TOKEN });
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Try again' }).then((button) => button.click());
    expect(await screen.findByRole('region', { name: 'Contact' })).toBeInTheDocument();
  });

  it('a failed PDF download shows "download failed" for 10 seconds', async () => {
    const { user } = await renderScreen('/lead-report/1', { token: DEMO_TOKEN });
    await screen.findByRole('article', { name: 'Report' });
    setFaults({ kind: 'status', status: 500, path: '/pdf/' });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The download failed.')).toBeInTheDocument();
    expect(currentAlert()?.duration).toBe(10_000);
  });
});

describe('audit report', () => {
  it('shows the overall score, type and keyword, and the issues grouped by category', async () => {
    await renderScreen('/audit-report/3', { token: DEMO_TOKEN });
    // The overall score is the mean of the category scores (91, 82, 89), and the list shows the same number.
    expect(await screen.findByRole('img', { name: 'Overall score 87 out of 100' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'https://www.craft-beer.be' })).toBeInTheDocument();
    // The trial account's audits are basic: its plan has no advanced audits.
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Keyword: dentist')).toBeInTheDocument();
    const issues = screen.getByRole('region', { name: 'Issues by category' });
    const categories = within(issues)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(categories).toEqual(['On-page SEO', 'Technical', 'Performance']);
    expect(
      within(issues)
        .getAllByText(/^\d+ of 100$/)
        .map((score) => score.textContent),
    ).toEqual(['91 of 100', '82 of 100', '89 of 100']);
    const onPage = within(issues).getByRole('region', { name: 'On-page SEO' });
    expect(within(onPage).getAllByRole('listitem')).toHaveLength(5);
    expect(within(onPage).getByText('Title tag')).toBeInTheDocument();
  });

  it("an advanced audit (the Pro account's) adds the links category", async () => {
    await renderScreen('/audit-report/46', { token: PRO_TOKEN });
    expect(await screen.findByRole('img', { name: 'Overall score 61 out of 100' })).toBeInTheDocument();
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    const issues = screen.getByRole('region', { name: 'Issues by category' });
    expect(
      within(issues)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['On-page SEO', 'Technical', 'Performance', 'Links']);
  });

  it('a basic audit has no links category', async () => {
    await renderScreen('/audit-report/1', { token: DEMO_TOKEN });
    const issues = await screen.findByRole('region', { name: 'Issues by category' });
    expect(
      within(issues)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['On-page SEO', 'Technical', 'Performance']);
    expect(screen.getByText('Basic')).toBeInTheDocument();
  });
});
