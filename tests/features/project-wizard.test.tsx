import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp } from '../render';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
const alertText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });

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
  });

  it('creates a project group inline and selects it', async () => {
    const { user } = await renderApp('/create-project', { token: DEMO_TOKEN });
    await heading('Create project');
    await user.type(await screen.findByRole('textbox', { name: 'New project group' }), 'Shops');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await alertText('Group created successfully')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Project group' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Shops' })).toHaveProperty('selected', true));
  });

  it('says "Group creating failed" when the group call fails without a message', async () => {
    setFaults({ kind: 'network', path: '/project/group/create/' });
    const { user } = await renderApp('/create-project', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: 'New project group' }), 'Shops');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await alertText('Group creating failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New project group' })).toHaveValue('Shops');
  });

  it('disables creation at the project quota, with the upgrade link', async () => {
    const demo = getDb().users.find((item) => item.id === 1);
    if (demo) demo.project_total = 5;
    await renderApp('/create-project', { token: DEMO_TOKEN });
    expect(await screen.findByText(/You have used all projects of your plan/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create project' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Upgrade your plan' })[0]).toHaveAttribute('href', '/pricing');
  });

  it.each([
    ['a server error', { kind: 'status' as const, status: 500 }, /Internal server error|went wrong|Server error/i],
    ['a network error', { kind: 'network' as const }, /Something went wrong/i],
  ])('keeps what was typed after %s on create', async (_name, fault, message) => {
    const { user } = await renderApp('/create-project', { token: DEMO_TOKEN });
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
    const { user } = await renderApp('/create-project', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: /Project title/ }), 'Kept title');
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'kept.example.com');
    setFaults({ kind: 'unauthorized', path: '/project/create/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('edits an existing project and goes on to its search engines', async () => {
    const { user } = await renderApp('/edit-project/1', { token: DEMO_TOKEN });
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
});
