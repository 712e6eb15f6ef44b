import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { getToken } from '../../src/api/session';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

const demo = () => getDb().users.find((user) => user.email === 'demo@example.com');
const field = (name: string | RegExp) => screen.findByRole('textbox', { name });

describe('profile (/my-profile)', () => {
  it('shows the profile and saves a new first name, which the header then shows', async () => {
    const { user } = await renderApp('/my-profile', { token: DEMO_TOKEN });
    const first = await field(/first name/i);
    expect(first).toHaveValue('Dana');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('Signed in as demo@example.com');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await user.clear(first);
    await user.type(first, 'Daphne');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(demo()?.first_name).toBe('Daphne');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toHaveTextContent('Daphne Demo'));
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('a save another session overtook changes nothing, keeps what was typed, and saves both after loading theirs (#43)', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    const first = await field(/first name/i);
    await user.clear(first);
    await user.type(first, 'Daphne');
    // Another session (a second tab, a colleague) saves the last name meanwhile.
    const other = await api.GET('/api/v1/account/profile/');
    const { email: _email, ...theirs } = other.data!.profile_info;
    expect(
      (await api.POST('/api/v1/account/profile/update/', { body: { ...theirs, last_name: 'Doe' } })).response.status,
    ).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByTestId('conflict-notice');
    expect(notice).toHaveTextContent('Someone else changed this since you opened it');
    expect(demo()).toMatchObject({ first_name: 'Dana', last_name: 'Doe' });
    expect(first).toHaveValue('Daphne');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument());
    expect(await field(/last name/i)).toHaveValue('Doe');
    expect(await field(/first name/i)).toHaveValue('Daphne');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(demo()).toMatchObject({ first_name: 'Daphne', last_name: 'Doe' });
  });

  it('requires names, and a new password of 8+ characters typed twice the same', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    await user.clear(await field(/last name/i));
    const password = screen.getByLabelText('New password');
    await user.type(password, 'short');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: weak');
    await user.type(screen.getByLabelText('Repeat new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(demo()?.last_name).toBe('Demo');
    await user.clear(password);
    await user.type(password, 'Longer-Pass1');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strength: strong');
  });

  it('saves a new password when both fields match', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    await field(/first name/i);
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated successfully');
    expect(demo()?.password).toBe('new-password-1');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it.each([
    ['a server error', { kind: 'status' as const, status: 500 }, 'Internal server error.'],
    ['a network error', { kind: 'network' as const }, 'Something went wrong. Please try again.'],
  ])('keeps what was typed after %s on save', async (_, fault, message) => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    const first = await field(/first name/i);
    await user.clear(first);
    await user.type(first, 'Kept');
    setFaults({ ...fault, path: '/profile/update/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Kept');
    expect(demo()?.first_name).toBe('Dana');
  });

  it('signs out on 401 while saving', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    await field(/first name/i);
    setFaults({ kind: 'unauthorized', path: '/profile/update/' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = await renderApp('/my-profile', { token: DEMO_TOKEN });
    const first = await field(/first name/i);
    await user.type(first, 'x');
    await user.click(screen.getAllByRole('link', { name: /widget/i })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/my-profile');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Danax');
  });

  it('deletes the account only after its e-mail is typed, then lands signed out on / with the message', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account for good' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type demo@example.com to confirm' }),
      'demo@example.co',
    );
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type demo@example.com to confirm' }), 'm');
    await user.click(confirm);
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(demo()).toBeUndefined();
  });

  it('keeps the dialog and the typed e-mail when deleting fails', async () => {
    const { user } = await renderScreen('/my-profile', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByRole('textbox'), 'demo@example.com');
    setFaults({ kind: 'status', status: 500, path: '/account/delete/', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account for good' }));
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('demo@example.com');
    expect(demo()).toBeDefined();
    expect(getToken()).toBe(DEMO_TOKEN);
  });
});
