import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../src/api/session';
import { setFaults } from '../../src/mocks/faults';
import { renderApp } from '../render';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in at / (spec part 1 §4, §8)', () => {
  it('signs the demo account in and opens the dashboard', async () => {
    const { user } = await renderApp('/');
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(getToken()).toMatch(/^demo-/);
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ auth_token: getToken() });
  });

  it('goes back to the page the person asked for', async () => {
    const { user } = await renderApp('/?next=%2Fwidget-list');
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    await waitFor(() => expect(window.location.pathname).toBe('/widget-list'));
  });

  it('goes back to a page that both sides have (the address changes before the router does)', async () => {
    const { user } = await renderApp('/?next=%2Fpricing');
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pricing');
  });

  it('never follows a next address that leaves the app', async () => {
    const { user } = await renderApp('/?next=%2F%2Fevil.example');
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('refuses a next address that is not a page of the app', async () => {
    const { user } = await renderApp('/?next=%2Fno-such-page');
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { user } = await renderApp('/');
    await fillAndSubmit(user, 'demo@example.com', 'not-it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log in with provided credentials.');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('not-it');
    expect(getToken()).toBeNull();
  });

  it('marks empty fields as required without calling the server', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^email/i), 'd');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
  });

  it('shows the server message of a 500 and keeps what was typed', async () => {
    setFaults({ kind: 'status', status: 500, path: '/token/login/' });
    const { user } = await renderApp('/');
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert).not.toHaveTextContent('Something went wrong');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('demo1234');
  });

  it('shows the translated "went wrong" text when the network fails, and keeps what was typed', async () => {
    setFaults({ kind: 'network', path: '/token/login/' });
    const { user } = await renderApp('/');
    await fillAndSubmit(user, 'demo@example.com', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('demo@example.com');
  });
});
