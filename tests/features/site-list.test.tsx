import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { siteEntry, topKeywords } from '../../src/mocks/handlers/views';
import { server } from '../../src/mocks/node';
import { DEMO_TOKEN, renderScreen } from '../render';

const ungrouped = () => screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
const grouped = () => screen.findByRole('table', { name: 'Grouped projects' }, { timeout: 15_000 });
const project = (id: number) => {
  const found = getDb().projects.find((item) => item.id === id);
  if (!found) throw new Error(`no seeded project ${id}`);
  return found;
};
const seeded = (id: number) => siteEntry(project(id));
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;

/** Every API request the app sends during a test. */
const stopRecording: (() => void)[] = [];
function recordRequests() {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url));
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return urls;
}

afterEach(() => {
  // Only this file's listeners: the contract checks of tests/setup.ts listen too.
  stopRecording.splice(0).forEach((stop) => stop());
  vi.restoreAllMocks();
});

describe('site list dashboard', () => {
  it('shows the ungrouped projects with their figures, the last update and the quota', async () => {
    await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('Rankings updated Nov 16, 2026')).toBeInTheDocument();
    expect(await screen.findByText('5 of 10 projects used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create project' })).toHaveAttribute('href', '/create-project');

    // Seeded: projects 3-5 ungrouped; 1-2 in the group "Clients".
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    for (const title of ['Rankpilot Blog', 'City Bikes Rental', 'Dental Care Utrecht']) {
      expect(within(table).getByRole('button', { name: `Show search engines of ${title}` })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(within(table).queryByText('Bakery Amsterdam')).not.toBeInTheDocument();

    const blog = seeded(3);
    const row = rowOf(within(table).getByText('Rankpilot Blog'));
    const [top5, top10, top30] = blog.top;
    expect(
      within(row).getByRole('button', { name: `${top5} keywords in the top 5 for Rankpilot Blog` }),
    ).toHaveTextContent(String(top5));
    expect(
      within(row).getByRole('button', { name: `${top10} keywords in the top 10 for Rankpilot Blog` }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: `${top30} keywords in the top 30 for Rankpilot Blog` }),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent(`${blog.keyword_count}${blog.location_count} location`);
    const [latest] = blog.avg_position;
    if (latest !== null) expect(row).toHaveTextContent(latest.toFixed(1));
    expect(within(row).getByRole('link', { name: 'Rankpilot Blog' })).toHaveAttribute(
      'href',
      `/keyword-ranking/3/${blog.searc_engines[0]?.id}/`,
    );

    // Numbers are right-aligned; the date columns say which day they are.
    expect(within(table).getByRole('columnheader', { name: 'Top 5' })).toHaveStyle({ textAlign: 'end' });
    expect(within(table).getByRole('columnheader', { name: 'Average position on Nov 16, 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Average position on Nov 9, 2026' })).toBeInTheDocument();
  });

  it('is the dashboard at / with the same content', async () => {
    await renderScreen('/', { token: DEMO_TOKEN });
    expect(await ungrouped()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the group, which expands to its projects, which expand to their engines', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await grouped();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1);
    const groupRow = rowOf(within(table).getByText('Clients'));
    expect(groupRow).toHaveTextContent('2 projects');
    const [bakery, garden] = [seeded(1), seeded(2)];
    expect(groupRow).toHaveTextContent(String(bakery.keyword_count + garden.keyword_count));

    await user.click(within(table).getByRole('button', { name: 'Show projects of Clients' }));
    expect(within(table).getByRole('button', { name: 'Hide projects of Clients' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(table).getByText('Bakery Amsterdam')).toBeInTheDocument();
    expect(within(table).getByText('Green Garden Supplies')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Show search engines of Green Garden Supplies' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1 + 2 + garden.searc_engines.length);
    await user.click(within(table).getByRole('button', { name: 'Hide projects of Clients' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1);
  });

  it('expands a project to show its search engines with their own figures and menu', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    const blog = seeded(3);
    expect(blog.searc_engines).toHaveLength(3);
    const toggle = within(table).getByRole('button', { name: 'Show search engines of Rankpilot Blog' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide search engines of Rankpilot Blog');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 + 3);
    for (const engine of blog.searc_engines) {
      const name = `${engine.title} (${engine.location}) in Rankpilot Blog`;
      expect(within(table).getByRole('button', { name: `Actions for ${name}` })).toBeInTheDocument();
      if (engine.top[0] > 0) {
        expect(
          within(table).getByRole('button', { name: `${engine.top[0]} keywords in the top 5 for ${name}` }),
        ).toBeInTheDocument();
      }
    }
    const first = blog.searc_engines[0];
    const engineLinks = within(table).getAllByRole('link', { name: first?.title ?? '' });
    expect(engineLinks[0]).toHaveAttribute('href', `/keyword-ranking/3/${first?.id}/`);

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Hide search engines of/ })).toHaveLength(3);
  });

  it('loads the top-5 keywords into the tooltip once, and asks for top 30 as "other"', async () => {
    const requests = recordRequests();
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    const blog = seeded(3);
    const row = rowOf(within(table).getByText('Rankpilot Blog'));
    const top5Name = `${blog.top[0]} keywords in the top 5 for Rankpilot Blog`;
    await user.hover(within(row).getByRole('button', { name: top5Name }));
    const tooltip = await screen.findByRole('tooltip');
    // The first hover loaded the tooltip's code: the plain figure became the tooltip's trigger, which the pointer,
    // moving on, is over.
    const top5 = within(row).getByRole('button', { name: top5Name });
    await user.hover(top5);
    expect(within(tooltip).getByText('Top 5 keywords')).toBeInTheDocument();
    const expected = topKeywords(project(3), project(3).search_engines, '5');
    const first = expected[0];
    if (!first) throw new Error('no top-5 keyword seeded');
    const firstRow = rowOf(await within(tooltip).findByText(first.keyword));
    expect(firstRow).toHaveTextContent(`${first.keyword}${first.rank}`);
    expect(within(tooltip).getAllByRole('row')).toHaveLength(1 + Math.min(10, expected.length));
    expect(top5).toHaveAttribute('aria-describedby');
    const topCalls = () => requests.filter((url) => url.pathname.includes('/top-'));
    expect(topCalls().map((url) => [url.pathname, url.searchParams.get('top')])).toEqual([
      ['/api/v1/top-project-keyword/3/', '5'],
    ]);

    // Leave and come back: served from the cache.
    await user.unhover(top5);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(top5);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    expect(topCalls()).toHaveLength(1);
    await user.unhover(top5);

    const top30 = within(row).getByRole('button', { name: `${blog.top[2]} keywords in the top 30 for Rankpilot Blog` });
    await user.hover(top30);
    const second = await screen.findByRole('tooltip');
    expect(within(second).getByText('Top 30 keywords')).toBeInTheDocument();
    await waitFor(() => expect(topCalls()).toHaveLength(2));
    expect(topCalls()[1]?.searchParams.get('top')).toBe('other');
  });

  it('a search engine tooltip asks the engine endpoint; keyboard focus opens it', async () => {
    const requests = recordRequests();
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    await user.click(within(table).getByRole('button', { name: 'Show search engines of Rankpilot Blog' }));
    const engine = seeded(3).searc_engines.find((item) => item.top[0] > 0 && item.top[1] > 0);
    if (!engine) throw new Error('no engine with top-5 and top-10 keywords');
    const name = `${engine.title} (${engine.location}) in Rankpilot Blog`;
    const top5 = within(table).getByRole('button', { name: `${engine.top[0]} keywords in the top 5 for ${name}` });
    const top10 = within(table).getByRole('button', { name: `${engine.top[1]} keywords in the top 10 for ${name}` });
    act(() => top5.focus());
    await user.tab();
    expect(top10).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Top 10 keywords')).toBeInTheDocument();
    await waitFor(() => expect(within(tooltip).getAllByRole('row').length).toBeGreaterThan(1));
    const call = requests.find((url) => url.pathname.startsWith('/api/v1/top-se-keyword/'));
    expect(call?.pathname).toBe(`/api/v1/top-se-keyword/${engine.id}/`);
    expect(call?.searchParams.get('top')).toBe('10');
  });

  it('says quietly when the tooltip list fails', async () => {
    setFaults({ kind: 'status', status: 500, path: '/top-project-keyword/' });
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    const row = rowOf(within(table).getByText('Rankpilot Blog'));
    await user.hover(within(row).getAllByRole('button', { name: /keywords in the top 5 for/ })[0] as HTMLElement);
    const tooltip = await screen.findByRole('tooltip');
    expect(await within(tooltip).findByText('The keywords could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a project after confirmation, shows the success alert and reloads the list', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    await screen.findByText('5 of 10 projects used');
    await user.click(within(table).getByRole('button', { name: 'Actions for City Bikes Rental' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete project' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this project?' });
    expect(dialog).toHaveTextContent('City Bikes Rental will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Ungrouped projects' })).queryByText('City Bikes Rental'),
      ).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('table', { name: 'Ungrouped projects' })).getAllByRole('row')).toHaveLength(1 + 2);
    expect(getDb().projects.some((project) => project.id === 4)).toBe(false);
    expect(await screen.findByText('4 of 10 projects used')).toBeInTheDocument();
  });

  it('keeps the project when the confirmation is cancelled', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    await user.click(within(table).getByRole('button', { name: 'Actions for City Bikes Rental' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete project' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(table).getByText('City Bikes Rental')).toBeInTheDocument();
    expect(getDb().projects.some((project) => project.id === 4)).toBe(true);
  });

  it('a failed delete shows a danger alert and keeps the row', async () => {
    setFaults({ kind: 'status', status: 500, path: '/api/v1/project/4/', method: 'DELETE' });
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    await user.click(within(table).getByRole('button', { name: 'Actions for City Bikes Rental' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete project' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete project' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not delete.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(table).getByText('City Bikes Rental')).toBeInTheDocument();
    expect(getDb().projects.some((project) => project.id === 4)).toBe(true);
  });

  it('deletes a search engine with the project and engine ids in the body', async () => {
    const bodies: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    };
    server.events.on('request:start', listener);
    stopRecording.push(() => server.events.removeListener('request:start', listener));
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    const blog = seeded(3);
    const engine = blog.searc_engines[1];
    if (!engine) throw new Error('no second engine');
    await user.click(within(table).getByRole('button', { name: 'Show search engines of Rankpilot Blog' }));
    await user.click(
      within(table).getByRole('button', { name: `Actions for ${engine.title} (${engine.location}) in Rankpilot Blog` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete search engine' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this search engine?' });
    expect(dialog).toHaveTextContent(`${engine.title} (${engine.location}) will be removed from Rankpilot Blog`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete search engine' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 + 2));
    expect(bodies).toEqual([{ project_id: 3, se_id: engine.id }]);
    expect(
      getDb()
        .projects.find((project) => project.id === 3)
        ?.search_engines.map((item) => item.se_id),
    ).not.toContain(engine.id);
  });

  it('deletes a group: its projects move to the ungrouped table', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await grouped();
    await user.click(within(table).getByRole('button', { name: 'Actions for Clients' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete group' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this group?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Group deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Grouped projects' })).not.toBeInTheDocument());
    expect(within(await ungrouped()).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it('offers the edit and ranking links in the row menus', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const table = await ungrouped();
    const blog = seeded(3);
    await user.click(within(table).getByRole('button', { name: 'Actions for Rankpilot Blog' }));
    expect(await screen.findByRole('menuitem', { name: 'View ranking' })).toHaveAttribute(
      'href',
      `/keyword-ranking/3/${blog.searc_engines[0]?.id}/`,
    );
    expect(screen.getByRole('menuitem', { name: 'Edit project' })).toHaveAttribute('href', '/edit-project/3');
    expect(screen.getByRole('menuitem', { name: 'Edit search engines' })).toHaveAttribute('href', '/edit-engines/3');
    // Escape reaches the menu once it holds the focus (it takes it just after opening; later on a busy machine).
    await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    // One menu at a time: the project's menu is gone before the engine's opens (steady on a busy machine).
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'Show search engines of Rankpilot Blog' }));
    const engine = blog.searc_engines[2];
    await user.click(
      within(table).getByRole('button', {
        name: `Actions for ${engine?.title} (${engine?.location}) in Rankpilot Blog`,
      }),
    );
    const editEngine = await screen.findByRole('menuitem', { name: 'Edit search engine' });
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await user.click(editEngine);
    await waitFor(() => expect(window.location.pathname).toBe('/edit-engines/3'));
    expect((window.history.state as { usr?: unknown } | null)?.usr).toEqual({ seId: engine?.id });
  });

  it('a failed load is logged, shows a fail state, and retry loads the list', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    setFaults({ kind: 'status', status: 500, path: '/site-list/', times: 1 });
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(failure).toHaveTextContent('The projects could not be loaded.');
    expect(info).toHaveBeenCalledWith('[site-list] loading the project list failed', {
      kind: 'http',
      status: 500,
      message: 'Internal server error.',
    });
    expect(error).not.toHaveBeenCalled();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await ungrouped()).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', async () => {
    setFaults({ latencyMs: 300, path: '/site-list/' });
    await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const skeleton = await screen.findByTestId('site-list-skeleton');
    expect(within(skeleton).getAllByRole('row', { hidden: true })).toHaveLength(1 + 5);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading projects…');
    expect(await ungrouped()).toBeInTheDocument();
  });

  it('with no projects and no groups: says what to do next', async () => {
    server.use(
      http.get('*/api/v1/keyword-ranking/site-list/', () =>
        HttpResponse.json({
          site_groups: { ungrouped: [], grouped: [] },
          avg_position_date: ['2026-11-16', '2026-11-09'],
        }),
      ),
    );
    await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    expect(
      await screen.findByText('You are not tracking any project yet.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first project' })).toHaveAttribute('href', '/create-project');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Rankings updated/)).not.toBeInTheDocument();
  });

  it('shows the upgrade link when the plan includes no projects', async () => {
    const demo = getDb().users.find((user) => user.id === 1);
    if (!demo) throw new Error('no demo user');
    demo.project_total = 0;
    await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    await ungrouped();
    const quota = await screen.findByTestId('project-quota');
    expect(quota).toHaveTextContent('Your plan does not include projects.');
    expect(within(quota).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
  });

  it('at the quota, offers the upgrade next to the count', async () => {
    const demo = getDb().users.find((user) => user.id === 1);
    if (!demo) throw new Error('no demo user');
    demo.project_total = 5;
    await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    const quota = await screen.findByTestId('project-quota');
    expect(quota).toHaveTextContent('5 of 5 projects used');
    expect(within(quota).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
  });
});
