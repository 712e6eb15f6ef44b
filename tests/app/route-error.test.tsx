import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { retry, RouteError } from '../../src/app/route-error';
import { getSystem } from '../../src/app/theme';

const system = getSystem();
import { initI18n } from '../../src/i18n';

function Broken(): never {
  throw new Error('render failed');
}

async function renderRoute(route: Parameters<typeof createMemoryRouter>[0][number]) {
  await initI18n('en');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([{ errorElement: <RouteError />, children: [route] }], { initialEntries: ['/x'] });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe('the route error boundary (issue: a chunk or a render that fails offers a retry)', () => {
  it('a chunk that fails to load says so and retries with a fresh load', async () => {
    const run = vi.spyOn(retry, 'run').mockImplementation(() => {});
    await renderRoute({
      path: '/x',
      lazy: async () => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/widgets.js');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('a screen that throws while rendering keeps the frame and offers the retry', async () => {
    vi.spyOn(retry, 'run').mockImplementation(() => {});
    await renderRoute({ path: '/x', Component: Broken });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen ran into a problem.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
