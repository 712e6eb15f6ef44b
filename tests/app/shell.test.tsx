import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../src/api/session';
import { clientState } from '../../src/components/client-state/client-state';
import { NARROW_QUERY } from '../../src/components/use-narrow-screen';
import { MAIN_ID } from '../../src/app/layout/skip-link';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { DEMO_TOKEN, renderApp } from '../render';
import { resetShell } from './helpers';

beforeEach(resetShell);
afterEach(() => vi.restoreAllMocks());

const settings = () => getDb().siteSettings;
const page = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('header (spec part 1 §2)', () => {
  it('shows the language selector when show_multilangual, with a flag per language', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    const trigger = await screen.findByRole('button', { name: 'Language: English' }, { timeout: 15_000 });
    await user.click(trigger);
    const options = await screen.findAllByRole('menuitemradio');
    expect(options).toHaveLength(12);
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' }).querySelector('img')).toHaveAttribute(
      'src',
      '/flags/de.svg',
    );
    expect(screen.getByRole('menuitemradio', { name: 'Ελληνικά' }).querySelector('img')).toHaveAttribute(
      'src',
      '/flags/gr.svg',
    );
    await user.keyboard('{Escape}');
    // The focus goes back to the menu's trigger.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus());
  });

  it('hides the language selector when show_multilangual is off', async () => {
    settings().show_multilangual = false;
    await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    await screen.findByRole('button', { name: 'Account' });
    expect(await screen.findByTestId('support-link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
  });

  it('shows the support link with support_text and support_link when show_support', async () => {
    await renderApp('/billing', { token: DEMO_TOKEN });
    const link = await screen.findByRole('link', { name: settings().support_text }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', settings().support_link);
  });

  it('a support or branded-tool address that is not http(s) never becomes a link', async () => {
    Object.assign(settings(), {
      support_link: 'javascript:alert(1)',
      show_branded_tool: true,
      branded_tool_link: 'data:text/html,x',
      branded_tool_text: 'Audit tool',
    });
    await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    expect(await screen.findByRole('button', { name: settings().support_text })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: settings().support_text })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Audit tool/ })).not.toBeInTheDocument();
  });

  it('the settings menu leads to profile, subscription and settings (/setting#smtp-setting)', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Manage subscription' })).toBeInTheDocument();
    // Keyboard: the first item is highlighted once the menu is open; Settings is the third.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/setting#smtp-setting'), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a click on a settings-menu item acts on that item, whichever item the menu has highlighted', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    const trigger = screen.getByRole('button', { name: 'Account' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('data-highlighted'),
    );
    // A screen reader's activation sends the click alone (no pointer down that would move the highlight first).
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/setting#smtp-setting'), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('logout in the settings menu (by keyboard) goes to /?logout=success with the confirmation', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You have signed out.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.search).toBe('?logout=success');
    expect(getToken()).toBeNull();
  });

  it('toggles the colour mode and keeps the choice in client state', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    const before = document.documentElement.classList.contains('dark');
    await user.click(screen.getByRole('button', { name: before ? 'Switch to light mode' : 'Switch to dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(!before);
    expect(clientState.get().colorMode).toBe(before ? 'light' : 'dark');
  });

  it('has a skip-to-content link to the main landmark', async () => {
    await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('sidebar', () => {
  it.each([
    ['/edit-widget/1', 'Widgets'],
    ['/keyword-ranking/1/1', 'Projects'],
    ['/edit-project/1', 'Projects'],
    ['/deleted-lead-list', 'Leads'],
    ['/billing/1', 'Billing'],
  ])('highlights the entry of the area of %s', async (path, entry) => {
    await renderApp(path, { token: DEMO_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    await waitFor(() => expect(within(nav).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page'));
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('collapses to icons, keeps every link named, and remembers it', async () => {
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Collapse the sidebar' }));
    expect(clientState.get().sidebarCollapsed).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Widgets' })).toHaveAttribute('href', '/widget-list');
    expect(within(nav).getByRole('button', { name: 'Expand the sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  /** The window is below 990 px. */
  const narrowScreen = () =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === NARROW_QUERY,
          media: query,
          onchange: null,
          addListener: vi.fn(),
          removeListener: vi.fn(),
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList,
    );

  it('below 990 px becomes a burger drawer', async () => {
    narrowScreen();
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(window.location.pathname).toBe('/all-leads'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('keeps the burger drawer open when code moves the focus behind it (a page focusing its heading)', async () => {
    narrowScreen();
    const { user } = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // The dialog looks at where focus went one frame later; two frames on, it has acted on it.
    await act(async () => {
      document.getElementById(MAIN_ID)!.focus();
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
    });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(drawer).toHaveAttribute('data-state', 'open');
    await user.click(within(drawer).getByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(window.location.pathname).toBe('/all-leads'));
  });
});

describe('support request drawer (spec part 2 §5)', () => {
  async function openDrawer() {
    const view = await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    await view.user.click(screen.getByRole('button', { name: 'Contact support' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact support' });
    const email = within(drawer).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveValue('demo@example.com'));
    return {
      ...view,
      drawer,
      email,
      subject: within(drawer).getByLabelText(/^Subject/),
      message: within(drawer).getByLabelText(/^Message/),
    };
  }

  it('shows every validation message with the spec words', async () => {
    const { user, drawer, email, subject, message } = await openDrawer();
    const send = within(drawer).getByRole('button', { name: 'Send request' });
    await user.clear(email);
    await user.click(send);
    // One voice for "required" across the app (item 12): the same sentence under each of the three fields.
    expect(within(drawer).getAllByText('This field is required.')).toHaveLength(3);
    await user.type(email, 'not-an-email');
    await user.type(subject, 'ab');
    await user.type(message, 'short');
    expect(within(drawer).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(drawer).getByText('Minimum 3 character')).toBeInTheDocument();
    expect(within(drawer).getByText('Minimum 10 character')).toBeInTheDocument();
    expect(getDb().supportRequests).toHaveLength(0);
  });

  it('sends the request and shows the server message as a success alert', async () => {
    const { user, drawer, subject, message } = await openDrawer();
    await user.type(subject, 'Invoice question');
    await user.type(message, 'Where can I download my invoices?');
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('app-alert', undefined, { timeout: 15_000 })).toHaveTextContent(
      'Thanks! Our support team',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact support' })).not.toBeInTheDocument());
    expect(getDb().supportRequests).toEqual([
      expect.objectContaining({ email: 'demo@example.com', subject: 'Invoice question' }),
    ]);
  });

  it('a failure shows the danger alert and keeps everything typed', async () => {
    const { user, drawer, subject, message } = await openDrawer();
    await user.type(subject, 'Invoice question');
    await user.type(message, 'Where can I download my invoices?');
    setFaults({ kind: 'network', path: '/user/support/', times: 1 });
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('app-alert', undefined, { timeout: 15_000 })).toHaveTextContent(
      'Something went wrong',
    );
    expect(subject).toHaveValue('Invoice question');
    expect(message).toHaveValue('Where can I download my invoices?');
    setFaults({ kind: 'status', status: 500, path: '/user/support/', times: 1 });
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByTestId('app-alert')).toHaveAttribute('role', 'alert'));
    expect(subject).toHaveValue('Invoice question');
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByTestId('app-alert')).toHaveTextContent('Thanks!'), { timeout: 15_000 });
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact support' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Contact support' })).toHaveFocus());
  });
});

describe('white label (spec part 1 §1)', () => {
  it('cookie banner: site text and button; accepting sets a 30-day cookie and hides it for good', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    const { user, unmount } = await renderApp('/', { token: null });
    const banner = await screen.findByRole('region', { name: 'Cookies' }, { timeout: 15_000 });
    expect(banner).toHaveTextContent(settings().cookie_settings_text);
    await user.click(within(banner).getByRole('button', { name: settings().cookie_settings_button_text }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(cookie).toHaveBeenCalledWith(expect.stringMatching(/^cookie_consent=1; max-age=2592000; path=\/;/));
    expect(document.cookie).toContain('cookie_consent=1');
    unmount();
    await renderApp('/billing', { token: DEMO_TOKEN });
    await page();
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  });

  it('no cookie banner when show_cookie_settings is off', async () => {
    settings().show_cookie_settings = false;
    await renderApp('/', { token: null });
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(await screen.findByRole('link', { name: settings().support_text })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  });

  it('favicon, logo, small logo and branded-tool link come from the settings', async () => {
    Object.assign(settings(), {
      fav_icon: 'https://cdn.example.com/fav.png',
      logo: 'https://cdn.example.com/logo.png',
      small_logo: 'https://cdn.example.com/logo-small.png',
      show_branded_tool: true,
      branded_tool_link: 'https://audit.example.com',
      branded_tool_text: 'Free SEO check',
    });
    await renderApp('/billing', { token: DEMO_TOKEN });
    const branded = await screen.findByRole('link', { name: 'Free SEO check' }, { timeout: 15_000 });
    expect(branded).toHaveAttribute('href', 'https://audit.example.com');
    expect(screen.getByTestId('logo-wide')).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(screen.getByTestId('logo-small')).toHaveAttribute('src', 'https://cdn.example.com/logo-small.png');
    await waitFor(() =>
      expect(document.getElementById('app-favicon')).toHaveAttribute('href', 'https://cdn.example.com/fav.png'),
    );
    // Kept for the next visit's first paint.
    expect(clientState.get().settings?.logo).toBe('https://cdn.example.com/logo.png');
  });

  it('custom header elements are sanitized before they render', async () => {
    Object.assign(settings(), {
      page_header_home: '<p>Home <b>only</b></p>',
      common_page_header:
        '<p id="banner">Everywhere<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script></p>',
    });
    await renderApp('/billing', { token: DEMO_TOKEN });
    const header = await screen.findByTestId('custom-header', undefined, { timeout: 15_000 });
    expect(header).toHaveTextContent('Everywhere');
    expect(header).not.toHaveTextContent('Home only');
    expect(header.innerHTML).not.toMatch(/onerror|script/);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('a failed settings load is swallowed: the app still renders, with no alert', async () => {
    setFaults({ kind: 'status', status: 500, path: '/api/v1/settings/' });
    await renderApp('/billing', { token: DEMO_TOKEN });
    expect(await page()).toHaveTextContent('Billing');
    expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('app-alert')).not.toBeInTheDocument();
  });
});

describe('<html lang>', () => {
  it('follows the active language', async () => {
    await renderApp('/', { token: null });
    expect(document.documentElement.lang).toBe('en');
  });
});
