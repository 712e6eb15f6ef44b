import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../src/app/lazy-component';
import { retry } from '../../src/app/route-error';
import { RouteFrame } from '../../src/app/route-frame';
import { getSystem } from '../../src/app/theme';
import { initI18n } from '../../src/i18n';

const system = getSystem();

function Broken(): never {
  throw new Error('render failed');
}

async function renderScreen(Screen: () => React.ReactNode) {
  await initI18n('en');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/x']}>
        <RouteFrame>
          <Screen />
        </RouteFrame>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('the route error boundary (issue: a chunk or a render that fails offers a retry)', () => {
  it('a chunk that fails to load says so and retries with a fresh load', async () => {
    const run = vi.spyOn(retry, 'run').mockImplementation(() => {});
    await renderScreen(
      lazyComponent(async () => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/widgets.js');
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('a screen that throws while rendering keeps the frame and offers the retry', async () => {
    vi.spyOn(retry, 'run').mockImplementation(() => {});
    await renderScreen(Broken);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen ran into a problem.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
