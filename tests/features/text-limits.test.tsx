import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlert } from '../../src/components/alerts/alert-store';
import { getDb } from '../../src/mocks/db';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

/**
 * Text limits in the forms: the field counts from near the contract's limit, says so past it (the shared rule of
 * machines/shared/text-limits.ts, in the person's language), and the form's guard keeps the save from going out.
 */
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 120_000 });
// The first test loads the editor's chunks on a busy machine.
const LOAD = { timeout: 30_000 };

afterEach(() => dismissAlert());

describe('widget editor: text limits', () => {
  it('counts near 100 characters of the name, refuses the 101st with its own message, saves at 100', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    const name = await screen.findByRole('textbox', { name: 'Widget name' }, LOAD);
    const before = getDb().widgets.length;

    await user.clear(name);
    await user.click(name);
    await user.paste('n'.repeat(95));
    expect(await screen.findByText('95 of 100 characters')).toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await user.paste('n'.repeat(6));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.'));
    expect(screen.queryByText('101 of 100 characters')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    // The guard keeps the save from going out (the one save below makes exactly one widget); the message stays.
    expect(name).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.');

    await user.type(name, '{Backspace}');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('100 of 100 characters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(getDb().widgets).toHaveLength(before + 1), LOAD);
    expect(getDb().widgets.at(-1)?.name).toBe('n'.repeat(100));
  });

  it('a description may have line breaks but not 2,001 characters, nor a BEL', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await screen.findByRole('textbox', { name: 'Widget name' }, LOAD);
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.paste(`first line\n${'d'.repeat(1989)}`);
    expect(await screen.findByText('2000 of 2000 characters')).toBeInTheDocument();
    await user.paste('d');
    await waitFor(() => expect(description).toHaveAccessibleErrorMessage('At most 2000 characters: this has 2001.'));

    await user.clear(description);
    await user.paste('ring \u0007 bell');
    await waitFor(() =>
      expect(description).toHaveAccessibleErrorMessage(
        'Remove the invisible control characters (such as NUL, BEL or a line break) from this text.',
      ),
    );
    const before = getDb().widgets.length;
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await user.clear(description);
    await user.paste('first line\nsecond line');
    await waitFor(() => expect(description).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    // One widget from the two saves: the one refused never went out.
    await waitFor(() => expect(getDb().widgets).toHaveLength(before + 1), LOAD);
    expect(getDb().widgets.at(-1)?.widget_description).toBe('first line\nsecond line');
  });
});

describe('project wizard: the title limit', () => {
  it('says so past 100 characters and creates nothing until it fits', async () => {
    const { user } = await renderScreen('/create-project', { token: DEMO_TOKEN });
    const title = await screen.findByRole('textbox', { name: /Project title/ }, LOAD);
    const before = getDb().projects.length;
    await user.click(title);
    await user.paste('t'.repeat(101));
    await user.type(screen.getByRole('textbox', { name: /Website address/ }), 'fresh-flowers.example.com');
    await waitFor(() => expect(title).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.'));
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(title).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.');

    await user.type(title, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    // One project from the two clicks: the refused one never went out.
    await waitFor(() => expect(getDb().projects).toHaveLength(before + 1), LOAD);
    expect(getDb().projects.at(-1)?.title).toBe('t'.repeat(100));
  });
});

describe('profile: the name limit', () => {
  it('refuses a 101-character first name with its own message', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    const first = await screen.findByRole('textbox', { name: /first name/i }, LOAD);
    await user.clear(first);
    await user.paste('f'.repeat(101));
    await waitFor(() => expect(first).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(first).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.');

    await user.type(first, '{Backspace}');
    await waitFor(() => expect(first).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully', {}, LOAD)).toBeInTheDocument();
    expect(getDb().users.find((item) => item.email === 'demo@example.com')?.first_name).toBe('f'.repeat(100));
  });
});

describe('support drawer: subject and message limits', () => {
  it('a 201-character subject and a message with a BEL are refused with their own messages, nothing is sent', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await screen.findByRole('heading', { level: 1 }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact support' });
    const subject = within(drawer).getByLabelText(/^Subject/);
    const message = within(drawer).getByLabelText(/^Message/);
    await user.click(subject);
    await user.paste('s'.repeat(181));
    expect(await within(drawer).findByText('181 of 200 characters')).toBeInTheDocument();
    await user.paste('s'.repeat(20));
    await waitFor(() => expect(subject).toHaveAccessibleErrorMessage('At most 200 characters: this has 201.'));
    await user.click(message);
    await user.paste('Where are my invoices?\nring \u0007 bell');
    await waitFor(() =>
      expect(message).toHaveAccessibleErrorMessage(
        'Remove the invisible control characters (such as NUL, BEL or a line break) from this text.',
      ),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    expect(subject).toHaveAccessibleErrorMessage('At most 200 characters: this has 201.');
    expect(getDb().supportRequests).toHaveLength(0);

    await user.type(subject, '{Backspace}');
    await user.clear(message);
    await user.paste('Where are my invoices?\nThe billing page shows none.');
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(getDb().supportRequests).toHaveLength(1), LOAD);
    expect(getDb().supportRequests[0]?.subject).toBe('s'.repeat(200));
  });
});

describe('billing details: limits', () => {
  it('a 201-character street and a tax number with a BEL are refused; the save goes out once they fit', async () => {
    const { user } = await renderScreen('/billing-details', { token: DEMO_TOKEN });
    const street = await screen.findByRole('textbox', { name: 'Street and city' }, LOAD);
    const tax = screen.getByRole('textbox', { name: 'Tax number' });
    await user.clear(street);
    await user.paste('s'.repeat(201));
    await waitFor(() => expect(street).toHaveAccessibleErrorMessage('At most 200 characters: this has 201.'));
    await user.clear(tax);
    await user.paste('NL 123\u0007456');
    await waitFor(() =>
      expect(tax).toHaveAccessibleErrorMessage(
        'Remove the invisible control characters (such as NUL, BEL or a line break) from this text.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(street).toHaveAccessibleErrorMessage('At most 200 characters: this has 201.');
    const demo = () => getDb().users.find((item) => item.email === 'demo@example.com');
    expect(demo()?.billing.street).not.toHaveLength(201);

    await user.type(street, '{Backspace}');
    await user.clear(tax);
    await user.paste('NL123456789B01');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details updated successfully', {}, LOAD)).toBeInTheDocument();
    expect(demo()?.billing.street).toBe('s'.repeat(200));
    expect(demo()?.billing.tax_number).toBe('NL123456789B01');
  });
});

describe('keyword groups: the rename field', () => {
  it('counts near 100 characters, says so past it and renames only once the name fits', async () => {
    const { user } = await renderScreen('/manage-group/1', { token: DEMO_TOKEN });
    await user.type(await screen.findByRole('textbox', { name: 'New keyword group' }, LOAD), 'Seasonal');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await user.click(await screen.findByRole('button', { name: 'Rename group Seasonal' }, LOAD));
    const rename = screen.getByRole('textbox', { name: 'Rename group Seasonal' });
    await user.clear(rename);
    await user.paste('w'.repeat(92));
    expect(await screen.findByText('92 of 100 characters')).toBeInTheDocument();
    await user.paste('w'.repeat(9));
    await waitFor(() => expect(rename).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(rename).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.');
    expect(getDb().keywordGroups.some((item) => item.group_name === 'Seasonal')).toBe(true);

    await user.type(rename, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getDb().keywordGroups.some((item) => item.group_name === 'w'.repeat(100))).toBe(true));
  });
});

describe('settings: SMTP sender name and lead e-mail texts', () => {
  const demo = () => getDb().users.find((item) => item.email === 'demo@example.com');

  it('a 101-character sender name is refused with its own message and nothing is verified', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const form = await screen.findByRole('form', { name: 'SMTP settings' }, LOAD);
    const name = within(form).getByRole('textbox', { name: 'Sender name' });
    await user.clear(name);
    await user.paste('n'.repeat(101));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.'));
    for (const [field, value] of [
      [/SMTP host/, 'smtp.example.com'],
      [/Port/, '587'],
      [/User name/, 'demo@example.com'],
    ] as const) {
      const input = within(form).getByRole('textbox', { name: field });
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    expect(name).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.');
    expect(demo()?.smtp.smtp_verified).toBe(false);

    await user.type(name, '{Backspace}');
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    await waitFor(() => expect(demo()?.smtp.sender_name).toBe('n'.repeat(100)), LOAD);
  });

  it('a lead e-mail body past 10,000 characters and a subject with a BEL are not saved', async () => {
    const { user } = await renderScreen('/setting', { token: DEMO_TOKEN });
    const section = await screen.findByRole('form', { name: 'Lead e-mails' }, LOAD);
    const subject = (await within(section).findAllByRole('textbox', { name: /Subject/ }))[0]!;
    const body = within(section).getAllByRole('textbox', { name: 'Message' })[0]!;
    const savedBody = demo()?.emails[0]?.body;
    await user.clear(body);
    await user.paste(`<p>Hi</p>\n${'b'.repeat(9991)}`);
    await waitFor(() => expect(body).toHaveAccessibleErrorMessage('At most 10000 characters: this has 10001.'));
    await user.clear(subject);
    await user.paste('Ready\u0007');
    await waitFor(() =>
      expect(subject).toHaveAccessibleErrorMessage(
        'Remove the invisible control characters (such as NUL, BEL or a line break) from this text.',
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Save e-mails' }));
    expect(body).toHaveAccessibleErrorMessage('At most 10000 characters: this has 10001.');
    expect(demo()?.emails[0]?.body).toBe(savedBody);

    await user.type(body, '{Backspace}');
    await user.clear(subject);
    await user.type(subject, 'Your audit is ready');
    await user.click(within(section).getByRole('button', { name: 'Save e-mails' }));
    expect(await screen.findByText('E-mail settings saved successfully', {}, LOAD)).toBeInTheDocument();
    expect(demo()?.emails[0]?.body).toBe(`<p>Hi</p>\n${'b'.repeat(9990)}`);
    expect(demo()?.emails[0]?.subject).toBe('Your audit is ready');
  });
});

describe('project wizard: a new project group name', () => {
  it('says so past 100 characters, offers no create until it fits, then creates the group', async () => {
    const { user } = await renderScreen('/create-project', { token: DEMO_TOKEN });
    const group = await screen.findByRole('textbox', { name: 'New project group' }, LOAD);
    const before = getDb().projectGroups.length;
    await user.click(group);
    await user.paste('g'.repeat(101));
    await waitFor(() => expect(group).toHaveAccessibleErrorMessage('At most 100 characters: this has 101.'));
    expect(screen.getByRole('button', { name: 'Create group' })).toBeDisabled();
    await user.type(group, '{Enter}');
    expect(getDb().projectGroups).toHaveLength(before);

    await user.type(group, '{Backspace}');
    expect(screen.getByText('100 of 100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(getDb().projectGroups).toHaveLength(before + 1), LOAD);
    expect(getDb().projectGroups.at(-1)?.name).toBe('g'.repeat(100));
  });
});

describe('installation check: the page address length', () => {
  it('refuses an address of 2,049 characters before asking, checks it at 2,048', async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Actions for Homepage audit box' }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Embed code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put “Homepage audit box” on your site' }, LOAD);
    const field = await within(dialog).findByRole('textbox', { name: 'Page address' }, LOAD);
    await user.click(field);
    await user.paste(`https://www.example.com/${'p'.repeat(2025)}`);
    await waitFor(() => expect(field).toHaveAccessibleErrorMessage('At most 2048 characters: this has 2049.'));
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(field).toHaveAccessibleErrorMessage('At most 2048 characters: this has 2049.');
    expect(within(dialog).getByTestId('installation-answer')).toHaveTextContent('');

    await user.type(field, '{Backspace}');
    expect(within(dialog).getByText('2048 of 2048 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('installation-answer')).toHaveTextContent(
        'The widget was not found on this page.',
      ),
    );
  });
});
