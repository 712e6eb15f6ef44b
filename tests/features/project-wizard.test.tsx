import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/client';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { setToken } from '../../src/api/session';
import { App } from '../../src/app/app';
import { initI18n } from '../../src/i18n';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

// Whole flows typed through the real app: slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const alertText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 15_000 });

describe('project wizard, step 1', () => {
  it('requires a title and a public web address, then creates the project and opens step 2', async () => {
    const { user } = await renderApp('/create-project', { token: DEMO_TOKEN });
    await heading('Create project');
    await user.click(await screen.findByRole('button', { name: 'Create project' }));
    expect(screen.getByText('Enter a project title.')).toBeInTheDocument();
    expect(screen.getByText('Enter the website address.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Project title/ }), 'Fresh Flowers');
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'http://localhost:3000');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByText('Enter a public web address, for example https://www.example.com')).toBeInTheDocument();
    expect(screen.queryByText('Enter a project title.')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Website address/ }));
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'fresh-flowers.example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /What to track/ }), 'subdomain');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await heading('Search engines');
    const project = getDb().projects.find((item) => item.title === 'Fresh Flowers');
    expect(project).toMatchObject({ url: 'https://fresh-flowers.example.com', domain_type: 'subdomain', group: null });
    expect(window.location.pathname).toBe(`/edit-engines/${project?.id}`);
    // Still the new project: the sidebar highlights "New project", not "Projects" (#48 item 8).
    const current = () => document.querySelectorAll('a[aria-current=page]');
    await waitFor(() => expect([...current()].map((link) => link.textContent)).toEqual(['New project']));
  });

  it('creates a project group inline and selects it', async () => {
    const { user } = await renderScreen('/create-project', { token: DEMO_TOKEN });
    await heading('Create project');
    await user.type(await screen.findByRole('textbox', { name: 'New project group' }), 'Shops');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await alertText('Group created successfully')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Project group' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Shops' })).toHaveProperty('selected', true));
  });

  it('says "Group creating failed" when the group call fails without a message', async () => {
    setFaults({ kind: 'network', path: '/project/group/create/' });
    const { user } = await renderScreen('/create-project', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: 'New project group' }), 'Shops');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await alertText('Group creating failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New project group' })).toHaveValue('Shops');
  });

  it('disables creation at the project quota, with the upgrade link', async () => {
    const demo = getDb().users.find((item) => item.id === 1);
    if (demo) demo.project_total = 5;
    await renderScreen('/create-project', { token: DEMO_TOKEN });
    expect(
      await screen.findByText(/You have used all projects of your plan/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create project' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Upgrade your plan' })[0]).toHaveAttribute('href', '/pricing');
  });

  it.each([
    ['a server error', { kind: 'status' as const, status: 500 }, 'Internal server error.'],
    ['a network error', { kind: 'network' as const }, 'Something went wrong. Please try again.'],
  ])('keeps what was typed after %s on create', async (_name, fault, message) => {
    const { user } = await renderScreen('/create-project', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: /Project title/ }), 'Kept title');
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'kept.example.com');
    setFaults({ ...fault, path: '/project/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await alertText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Project title/ })).toHaveValue('Kept title');
    expect(screen.getByRole('textbox', { name: /Website address/ })).toHaveValue('kept.example.com');
    expect(window.location.pathname).toBe('/create-project');
  });

  it('signs out on 401 during create', async () => {
    const { user } = await renderScreen('/create-project', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: /Project title/ }), 'Kept title');
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'kept.example.com');
    setFaults({ kind: 'unauthorized', path: '/project/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('edits an existing project and goes on to its search engines', async () => {
    const { user } = await renderScreen('/edit-project/1', { token: DEMO_TOKEN });
    await heading('Edit project');
    const title = await screen.findByRole('textbox', { name: /Project title/ });
    await waitFor(() => expect(title).toHaveValue('Bakery Amsterdam'));
    await user.clear(title);
    await user.type(title, 'Bakery Amsterdam Centre');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await heading('Search engines');
    expect(window.location.pathname).toBe('/edit-engines/1');
    expect(getDb().projects.find((item) => item.id === 1)?.title).toBe('Bakery Amsterdam Centre');
  });

  it('a save another session overtook changes nothing, keeps the typed title, and saves both after loading theirs (issue 43)', async () => {
    const { user } = await renderScreen('/edit-project/1', { token: DEMO_TOKEN });
    await heading('Edit project');
    const title = await screen.findByRole('textbox', { name: /Project title/ });
    await waitFor(() => expect(title).toHaveValue('Bakery Amsterdam'));
    await user.clear(title);
    await user.type(title, 'My bakery');
    // Another session changes what the project tracks meanwhile, on the version it loaded.
    const theirs = (await api.GET('/api/v1/project/{id}/', { params: { path: { id: 1 } } })).data!.project_details;
    const saved = await api.POST('/api/v1/project/{id}/', {
      params: { path: { id: 1 } },
      body: {
        step: 1,
        title: theirs.title,
        url: theirs.url,
        domain_type: 'subdomain',
        group: theirs.group,
        version: theirs.version,
      },
    });
    expect(saved.response.status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const notice = await screen.findByTestId('conflict-notice');
    expect(getDb().projects.find((item) => item.id === 1)).toMatchObject({
      title: 'Bakery Amsterdam',
      domain_type: 'subdomain',
    });
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /What to track/ })).toHaveValue('subdomain');
    expect(screen.getByRole('textbox', { name: /Project title/ })).toHaveValue('My bakery');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await heading('Search engines');
    expect(getDb().projects.find((item) => item.id === 1)).toMatchObject({
      title: 'My bakery',
      domain_type: 'subdomain',
    });
  });
});

describe('project wizard, step 2', () => {
  it('needs an engine before keywords, checks competitors, adds an engine with a location', async () => {
    const db = getDb();
    const project = db.projects.find((item) => item.id === 1);
    if (project) project.search_engines = [];
    const { user } = await renderScreen('/edit-engines/1', { token: DEMO_TOKEN });
    await heading('Search engines');
    await user.click(await screen.findByRole('button', { name: 'Next: keywords' }));
    expect(screen.getByText('Add at least one search engine before the keywords.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add search engine' }));
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    expect(screen.getAllByText('Choose one.')).toHaveLength(3);
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Search engine/ }),
      await screen.findByRole('option', { name: 'Google' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Country/ }),
      await screen.findByRole('option', { name: 'Netherlands' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Language/ }),
      await screen.findByRole('option', { name: 'Dutch' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'rotter');
    await user.click(await screen.findByRole('button', { name: 'Rotterdam' }));
    expect(screen.getByTestId('chosen-location')).toHaveTextContent('Rotterdam');
    const competitor = screen.getByRole('textbox', { name: 'Competitor domain' });
    await user.type(competitor, 'www.bakkerij-amsterdam.nl');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(screen.getByText("This is the project's own domain.")).toBeInTheDocument();
    await user.clear(competitor);
    await user.type(competitor, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(screen.getByText('Enter a domain such as competitor.com.')).toBeInTheDocument();
    await user.clear(competitor);
    await user.type(competitor, 'https://rival-bakery.example.com/');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    await user.type(competitor, 'rival-bakery.example.com');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    expect(screen.getByText('This competitor is already listed.')).toBeInTheDocument();
    // A competitor still in its box is not dropped in silence: an invalid one keeps the save back (issue 48)...
    await user.clear(competitor);
    await user.type(competitor, 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    expect(screen.getByText('Enter a domain such as competitor.com.')).toBeInTheDocument();
    expect(db.projects.find((item) => item.id === 1)?.search_engines).toEqual([]);
    // ...and a whole address pasted from the browser is saved as its domain.
    await user.clear(competitor);
    await user.type(competitor, 'https://www.velo-konkurrenz.de/shop');
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    expect(await screen.findByRole('cell', { name: 'Rotterdam' })).toBeInTheDocument();
    expect(db.projects.find((item) => item.id === 1)?.search_engines).toEqual([
      expect.objectContaining({
        searce_engine: 1,
        se_country: 2,
        se_language: 2,
        se_location: 202,
        competetor: ['rival-bakery.example.com', 'velo-konkurrenz.de'],
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Next: keywords' }));
    await heading('Keywords');
  });

  it("an engine saved in another session meanwhile: nothing saved, then both sessions' competitors are kept (issue 43)", async () => {
    const { user } = await renderScreen('/edit-engines/2', { token: DEMO_TOKEN });
    const engines = getDb().projects.find((item) => item.id === 2)?.search_engines ?? [];
    const first = engines[0]!;
    await user.click((await screen.findAllByRole('button', { name: /^Edit search engine/ }, { timeout: 15_000 }))[0]!);
    const competitor = await screen.findByRole('textbox', { name: 'Competitor domain' });
    await user.type(competitor, 'mine-rival.example.com');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    // Another session adds its own competitor to the same engine, on the version it loaded.
    const rows = (await api.GET('/api/v1/project/{id}/search-engine/list/', { params: { path: { id: 2 } } })).data!
      .data;
    const theirs = rows.find((row) => row.se_id === first.se_id)!;
    const saved = await api.POST('/api/v1/project/{id}/search-engine/{se_id}/', {
      params: { path: { id: 2, se_id: first.se_id } },
      body: { ...theirs, project_id: 2, competetor: [...theirs.competetor, 'their-rival.example.com'] },
    });
    expect(saved.response.status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    const notice = await screen.findByTestId('conflict-notice');
    expect(screen.getByRole('button', { name: 'Save search engine' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    await waitFor(() =>
      expect(getDb().projects.find((item) => item.id === 2)?.search_engines[0]?.competetor).toEqual([
        ...first.competetor,
        'their-rival.example.com',
        'mine-rival.example.com',
      ]),
    );
  });

  it('keeps the engine form after a failed save', async () => {
    const { user } = await renderScreen('/edit-engines/1', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Add search engine' }, { timeout: 15_000 }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Search engine/ }),
      await screen.findByRole('option', { name: 'Bing' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Country/ }),
      await screen.findByRole('option', { name: 'Germany' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Language/ }),
      await screen.findByRole('option', { name: 'German' }),
    );
    setFaults({ kind: 'status', status: 500, path: '/search-engine/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    expect(await alertText('Internal server error.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveDisplayValue('German');
  });

  it('opens the engine given in navigation state, and deletes an engine after confirmation', async () => {
    const engines = getDb().projects.find((item) => item.id === 2)?.search_engines ?? [];
    const second = engines[1];
    if (!second) throw new Error('seed has two engines on project 2');
    // As the dashboard's "edit engine" link does: the engine id travels in navigation state.
    setToken(DEMO_TOKEN);
    window.history.replaceState({ usr: { seId: second.se_id }, key: 'test', idx: 0 }, '', '/edit-engines/2');
    await initI18n('en');
    const user = userEvent.setup();
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Edit search engine' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue(String(second.se_country));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const before = engines.length;
    await user.click(screen.getAllByRole('button', { name: /^Delete search engine/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(getDb().projects.find((item) => item.id === 2)?.search_engines).toHaveLength(before - 1),
    );
  });
});

describe('project wizard, step 3', () => {
  it('adds keywords one per line, drops empty and repeated lines with a note, and finishes', async () => {
    const { user } = await renderScreen('/edit-keywords/4', { token: DEMO_TOKEN });
    await heading('Keywords');
    const box = await screen.findByRole('textbox', { name: 'Keywords, one per line' });
    await user.type(box, '  bike parking  {enter}{enter}bike parking{enter}Night ride');
    expect(screen.getByText(/2 keywords will be added\. 2 empty or repeated lines are left out\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const ungrouped = screen.getByRole('region', { name: 'Ungrouped keywords' });
    expect(within(ungrouped).getByText('night ride')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await alertText('keyword added successfully')).toBeInTheDocument();
    // The new project's keyword rankings, where the project list links it (#48 item 8): project 4 on its engine 7.
    await waitFor(() => expect(window.location.pathname).toBe('/keyword-ranking/4/7/'));
    expect(
      await screen.findByRole('table', { name: /^Keyword positions of / }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/keyword-ranking/4/7/');
  });

  it('shows the info of the create answer as a warning', async () => {
    const { user } = await renderScreen('/edit-keywords/1', { token: DEMO_TOKEN });
    const box = await screen.findByRole('textbox', { name: 'Keywords, one per line' }, { timeout: 15_000 });
    await user.type(box, 'sourdough bread');
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    expect(await alertText('1 keyword was already tracked and skipped; 0 added.')).toBeInTheDocument();
  });

  it('keeps the typed keywords after a failed add', async () => {
    const { user } = await renderScreen('/edit-keywords/1', { token: DEMO_TOKEN });
    const box = await screen.findByRole('textbox', { name: 'Keywords, one per line' }, { timeout: 15_000 });
    await user.type(box, 'fresh rolls');
    setFaults({ kind: 'network', path: '/keyword/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    expect(await alertText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('fresh rolls');
  });

  it('goes to the project list with the server message when finishing fails', async () => {
    const { user } = await renderScreen('/edit-keywords/1', { token: DEMO_TOKEN });
    const finish = await screen.findByRole('button', { name: 'Finish' }, { timeout: 15_000 });
    setFaults({ kind: 'status', status: 500, path: '/project/1/', method: 'POST', times: 1 });
    await user.click(finish);
    expect(await alertText('Internal server error.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/admin-site-list'));
  });

  it('jumps back to step 1 from the step bar', async () => {
    const { user } = await renderScreen('/edit-keywords/1', { token: DEMO_TOKEN });
    const bar = await screen.findByRole('navigation', { name: 'Project steps' }, { timeout: 15_000 });
    await user.click(within(bar).getByRole('link', { name: /Project details/ }));
    await heading('Edit project');
    expect(window.location.pathname).toBe('/edit-project/1');
  });
});

describe('manage group', () => {
  it('creates, renames and deletes groups and moves keywords', async () => {
    const { user } = await renderScreen('/manage-group/1', { token: DEMO_TOKEN });
    await heading('Manage keyword groups');
    await user.type(await screen.findByRole('textbox', { name: 'New keyword group' }), 'Seasonal');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await user.click(await screen.findByRole('button', { name: 'Rename group Seasonal' }));
    const rename = screen.getByRole('textbox', { name: 'Rename group Seasonal' });
    await user.clear(rename);
    await user.type(rename, 'Winter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Delete group Winter' })).toBeInTheDocument();
    const group = getDb().keywordGroups.find((item) => item.group_name === 'Winter');
    const keyword = getDb().keywords.find((item) => item.project_id === 1);
    if (!group || !keyword) throw new Error('seed');
    await user.selectOptions(screen.getByRole('combobox', { name: `Group of ${keyword.keyword}` }), 'Winter');
    await waitFor(() =>
      expect(getDb().keywords.find((item) => item.key_id === keyword.key_id)?.group_id).toBe(group.group_id),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete group Winter' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getDb().keywordGroups.some((item) => item.group_name === 'Winter')).toBe(false));
    expect(getDb().keywords.find((item) => item.key_id === keyword.key_id)?.group_id).toBeNull();
  });
});

describe('project wizard faults on steps 2 and 3', () => {
  it('keeps the engine form after a network error, and signs out on 401', async () => {
    const { user } = await renderScreen('/edit-engines/1', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Add search engine' }, { timeout: 15_000 }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Search engine/ }),
      await screen.findByRole('option', { name: 'Bing' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Country/ }),
      await screen.findByRole('option', { name: 'France' }),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Language/ }),
      await screen.findByRole('option', { name: 'French' }),
    );
    setFaults({ kind: 'network', path: '/search-engine/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    expect(await alertText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('4');
    setFaults({ kind: 'unauthorized', path: '/search-engine/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save search engine' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('signs out on 401 when adding keywords', async () => {
    const { user } = await renderScreen('/edit-keywords/1', { token: DEMO_TOKEN });
    await user.type(
      await screen.findByRole('textbox', { name: 'Keywords, one per line' }, { timeout: 15_000 }),
      'fresh rolls',
    );
    setFaults({ kind: 'unauthorized', path: '/keyword/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});

describe('project wizard: history (issue 25)', () => {
  it('Back from step 2 leaves the wizard (no empty create form); Forward and editing create no second project', async () => {
    const { user } = await renderScreen('/admin-site-list', { token: DEMO_TOKEN });
    await heading('Projects');
    await user.click(screen.getAllByRole('link', { name: /Create project|Add project/ })[0]!);
    await user.type(await screen.findByRole('textbox', { name: /Project title/ }, { timeout: 15_000 }), 'Only Once');
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'only-once.example.com');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await heading('Search engines');
    const created = () => getDb().projects.filter((item) => item.title === 'Only Once');
    const id = created()[0]?.id;
    expect(created()).toHaveLength(1);

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/admin-site-list'));
    await heading('Projects');
    window.history.forward();
    await heading('Search engines');
    expect(window.location.pathname).toBe(`/edit-engines/${id}`);

    await user.click(screen.getByRole('link', { name: /Project details/ }));
    await heading('Edit project');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Project title/ })).toHaveValue('Only Once'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await heading('Search engines');
    window.history.back();
    await heading('Edit project');
    window.history.back();
    await heading('Search engines');
    expect(window.location.pathname).toBe(`/edit-engines/${id}`);
    expect(created()).toHaveLength(1);
  });
});
