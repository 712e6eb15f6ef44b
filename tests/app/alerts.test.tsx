import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../src/app/theme';

const system = getSystem();
import { AlertArea } from '../../src/components/alerts/alert-area';
import {
  alertFromFailure,
  dismissAlert,
  DOWNLOAD_FAILED_ALERT_MS,
  showAlert,
} from '../../src/components/alerts/alert-store';
import { emitApiEvent } from '../../src/api/events';
import { initI18n } from '../../src/i18n';
import { renderApp } from '../render';

async function renderArea() {
  await initI18n('en');
  render(
    <ChakraProvider value={system}>
      <p>outside</p>
      <AlertArea />
    </ChakraProvider>,
  );
}

describe('alerts (spec part 1 §4, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => dismissAlert());
    vi.useRealTimers();
  });

  it('a new alert replaces the shown one', async () => {
    await renderArea();
    act(() => showAlert({ status: 'success', message: 'Saved.' }));
    act(() => showAlert({ status: 'danger', message: 'Failed.' }));
    expect(screen.getAllByTestId('app-alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
  });

  it('leaves by itself after 5000 ms, not before', async () => {
    await renderArea();
    act(() => showAlert({ status: 'success', message: 'Saved.' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('a failed download stays 10000 ms', async () => {
    await renderArea();
    act(() =>
      showAlert({ status: 'danger', messageKey: 'alert_messages.download_failed', duration: DOWNLOAD_FAILED_ALERT_MS }),
    );
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.getByRole('alert')).toHaveTextContent('The download failed.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is dismissed by its close icon', async () => {
    await renderArea();
    act(() => showAlert({ status: 'success', message: 'Saved.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('is dismissed by a click outside, but not by a click inside', async () => {
    await renderArea();
    act(() => showAlert({ status: 'success', message: 'Saved.' }));
    act(() => vi.advanceTimersByTime(1));
    fireEvent.pointerDown(screen.getByText('Saved.'));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('a failure shows the server message, or the translated "went wrong" when the call itself failed', async () => {
    await renderArea();
    act(() => alertFromFailure({ kind: 'http', message: 'Quota reached.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Quota reached.');
    act(() => alertFromFailure({ kind: 'network' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    // §8: a lost network is treated as status 500 "network error", so it reads like a 500 without the server's words.
    act(() => alertFromFailure({ kind: 'http', message: 'Quota reached.' }));
    act(() => alertFromFailure({ kind: 'http', status: 500 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});

describe('restrict_error (spec part 1 §8)', () => {
  it('its message shows as a danger notification in the app', async () => {
    await renderApp('/');
    act(() => emitApiEvent({ type: 'restricted', message: 'Upgrade to add more widgets.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upgrade to add more widgets.');
    act(() => dismissAlert());
  });
});
