import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { DEMO_TOKEN, renderApp } from '../render';

const mainNav = () => screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });

describe('the sidebar names every area', () => {
  it('lists each area with its address, in groups', async () => {
    await renderApp('/', { token: DEMO_TOKEN });
    const nav = await mainNav();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/'],
      ['Projects', '/admin-site-list'],
      ['New project', '/create-project'],
      ['Widgets', '/widget-list'],
      ['New widget', '/create-widget'],
      ['Leads', '/all-leads'],
      ['Lead sync', '/sync-lead'],
      ['Page audits', '/my-audits'],
      ['New page audit', '/audit-page'],
      ['Website audits', '/website-audit/run-audit'],
      ['Monitoring', '/monitoring'],
      ['Page changes', '/page-change-monitors'],
      ['Billing', '/billing'],
      ['Pricing', '/pricing'],
    ]);
  });

  it.each([
    ['/website-audit/run-audit', 'Website audits'],
    ['/website-audit/overview/1/2', 'Website audits'],
    ['/issue-report/1/2', 'Website audits'],
    ['/crawl-comparison/1/2', 'Website audits'],
    ['/monitoring', 'Monitoring'],
    ['/http-status', 'Monitoring'],
    ['/change-log', 'Monitoring'],
    ['/page-change-monitors', 'Page changes'],
    ['/add-pages', 'Page changes'],
    ['/page-change-monitor?id=1', 'Page changes'],
    ['/audit-report/1', 'Page audits'],
    ['/advance-audit-page', 'New page audit'],
    ['/sync-lead/mailchimp', 'Lead sync'],
  ])('%s highlights %s, and only it', async (path, entry) => {
    await renderApp(path, { token: DEMO_TOKEN });
    const nav = await mainNav();
    await waitFor(() => expect(within(nav).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page'));
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([entry]);
  });
});

describe("a project's row menu", () => {
  it('offers a website audit of the project and watching its pages', async () => {
    const { user } = await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    const table = await screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
    await user.click(within(table).getByRole('button', { name: 'Actions for City Bikes Rental' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'View ranking',
      'Edit project',
      'Edit search engines',
      'Run website audit',
      'Watch pages',
      'Delete project',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Run website audit' })).toHaveAttribute(
      'href',
      '/website-audit/run-audit?project=4',
    );
    expect(screen.getByRole('menuitem', { name: 'Watch pages' })).toHaveAttribute(
      'href',
      '/add-pages?url=https%3A%2F%2Fcitybikes.example.org',
    );
  });

  it('"Run website audit" opens the crawl form with the project chosen', async () => {
    const { user } = await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    const table = await screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
    await user.click(within(table).getByRole('button', { name: 'Actions for City Bikes Rental' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Run website audit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Run website audit' })).toBeInTheDocument();
    const project = await screen.findByRole('combobox', { name: /Project/ }, { timeout: 15_000 });
    await waitFor(() => expect(project).toHaveValue('4'));
  });

  it('"Watch pages" opens the add-pages form with the site filled in', async () => {
    const { user } = await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    const table = await screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
    await user.click(within(table).getByRole('button', { name: 'Actions for City Bikes Rental' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Watch pages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add pages' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Page addresses/ })).toHaveValue('https://citybikes.example.org');
  });
});

describe('the page audits lead to the crawl and monitoring areas', () => {
  it('the audit list links to website audits', async () => {
    await renderApp('/my-audits', { token: DEMO_TOKEN });
    expect(await screen.findByRole('link', { name: 'Audit the whole site' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/website-audit/run-audit',
    );
  });

  it('an audit report offers a crawl of the whole site and watching the audited page', async () => {
    getDb().audits.find((audit) => audit.id === 1)!.url = 'https://www.example.com/pricing';
    await renderApp('/audit-report/1', { token: DEMO_TOKEN });
    const next = await screen.findByRole('navigation', { name: 'Next steps' }, { timeout: 15_000 });
    expect(within(next).getByRole('link', { name: 'Audit the whole site' })).toHaveAttribute(
      'href',
      '/website-audit/run-audit',
    );
    expect(within(next).getByRole('link', { name: 'Watch this page' })).toHaveAttribute(
      'href',
      '/add-page?url=https%3A%2F%2Fwww.example.com%2Fpricing',
    );
    // The report itself shows too (its sanitizer loads on the way): nothing is left running when the test ends.
    expect(await screen.findByRole('article', { name: 'Report' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
