import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signedInRoutes, signedOutRoutes } from '../../src/app/route-table';
import {
  expect,
  HTTP_ERROR_LOG,
  test,
  waitForAnimations,
  chooseMenuItem,
  holdResponses,
  requestTracker,
} from './fixtures';

/** The seeded demo account's token (src/mocks/seed.ts). */
const DEMO_TOKEN = 'demo-token-2f8a9c1e';
const fill = (pattern: string) =>
  pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    // A temporary report that exists (a seeded sample), and the seeded share key of audit 1, so no call answers 404.
    name === 'sync_with'
      ? 'mailchimp'
      : name === 'temp_id'
        ? 'sample-bakery'
        : name === 'key'
          ? 'Qm7xV2cK9pLr4TzW8nYf1A'
          : '1',
  );
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Client-side navigation, as a link click would do it (no reload, so the whole table runs quickly). */
async function go(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe('signed out', () => {
  for (const route of signedOutRoutes) {
    test(`${route.path} shows its page`, async ({ page }) => {
      await page.goto(fill(route.path));
      await expect(h1(page)).toBeVisible();
      await expect(h1(page)).not.toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Try it free' })).toBeVisible();
    });
  }

  for (const path of ['/widget-list', '/no-such-page']) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveText('Page not found');
    });
  }

  test('with a very slow API the sign-in form shows and takes input at once', async ({ page }) => {
    await page.goto('/?demo-latency=8000');
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(signIn).toBeVisible({ timeout: 3_000 });
    await page.getByLabel(/^\s*Email/).fill('demo@example.com');
    await expect(page.getByLabel(/^\s*Email/)).toHaveValue('demo@example.com');
  });

  test('axe: login page and not-found page', async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations();
    await page.goto('/no-such-page');
    await expect(h1(page)).toHaveText('Page not found');
    await expectNoSeriousA11yViolations();
  });
});

/**
 * Routes that act on arrival or load a record by id (and answer 4xx for an id that doesn't exist: demo@ has no
 * order 1); each has its own test (checkout.spec.ts opens the payment-method and confirm pages of a real order).
 */
const ACTION_ROUTES = ['/temp-audit-save/:id', '/payment-method/:id', '/confirm-order/:id/:paymentId'];
const frameRoutes = signedInRoutes.filter((route) => !ACTION_ROUTES.includes(route.path));

test.describe('signed in as demo@example.com', () => {
  const chunks = 4;
  const size = Math.ceil(frameRoutes.length / chunks);
  for (let index = 0; index < chunks; index++) {
    const routes = frameRoutes.slice(index * size, (index + 1) * size);
    test(`routes ${index * size + 1}–${index * size + routes.length} render their page frame without console errors`, async ({
      page,
      signIn,
    }) => {
      test.setTimeout(90_000);
      await signIn();
      for (const route of routes) {
        const to = fill(route.path);
        await go(page, to);
        await expect(page, `${to}`).toHaveURL((url) => url.pathname === to);
        await expect(h1(page), `${to} heading`).toBeVisible({ timeout: 10_000 });
        await expect(h1(page), `${to} is not not-found`).not.toHaveText('Page not found');
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      }
    });
  }

  test.describe('keeping a temporary report that has expired', () => {
    test.use({ allowedConsoleErrors: [HTTP_ERROR_LOG] });
    test('says so, with a retry and a way to run a new audit', async ({ page, signIn }) => {
      await signIn();
      await go(page, '/temp-audit-save/expired-report');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('The report could not be kept in your account.');
      await expect(alert).toContainText('expired');
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Run a new audit' })).toHaveAttribute('href', '/seo-analyzer');
    });
  });

  test('an unknown first segment shows not-found inside the layout', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/no-such-area/1');
    await expect(h1(page)).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the free-trial plan banner with an upgrade link; axe on the layout', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    await signIn();
    const banner = page.getByRole('region', { name: 'Your plan' });
    await expect(banner).toContainText('free trial');
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expectNoSeriousA11yViolations();
  });

  test('logout from the settings menu lands on /?logout=success with the confirmation', async ({ page, signIn }) => {
    await signIn();
    // Sign out from a settled page: while the dashboard still fills in, the page can scroll under the opening menu
    // and Playwright's click lands where "Sign out" was a frame earlier.
    await expect(page.getByRole('table', { name: 'Ungrouped projects' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await waitForAnimations(page);
    await chooseMenuItem(page, 'Sign out');
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?logout=success');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('the support drawer opens, validates, sends, and returns focus', async ({ page, signIn }) => {
    await signIn();
    const opener = page.getByRole('button', { name: 'Contact support' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Contact support' });
    await expect(drawer.getByLabel(/^Email/)).toHaveValue('demo@example.com');
    await drawer.getByRole('button', { name: 'Send request' }).click();
    await expect(drawer.getByText('This field is required.').first()).toBeVisible();
    await drawer.getByLabel(/^Subject/).fill('Invoices');
    await drawer.getByLabel(/^Message/).fill('Where do I find my invoices?');
    await drawer.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('app-alert')).toContainText('Thanks!');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  // The drawer's chunk loads on first open: on a cold cache and a slow API it must still open on the first try.
  for (const way of ['mouse', 'keyboard', 'menu'] as const) {
    test(`the support drawer opens on the first ${way === 'menu' ? 'choice from the account menu' : `${way} press`}, cold and slow`, async ({
      page,
      signIn,
    }) => {
      const { settled } = requestTracker(page);
      await signIn();
      await page.goto('/widget-list?demo-latency=800');
      await expect(h1(page)).toBeVisible();
      if (way === 'mouse') await page.getByRole('button', { name: 'Contact support' }).click();
      if (way === 'keyboard') {
        await page.getByRole('button', { name: 'Contact support' }).focus();
        await page.keyboard.press('Enter');
      }
      if (way === 'menu') {
        await page.getByRole('button', { name: 'Account' }).click();
        await chooseMenuItem(page, 'Contact support');
      }
      const drawer = page.getByRole('dialog', { name: 'Contact support' });
      await expect(drawer).toBeVisible();
      // Still open once everything has settled: every call the slow page made has answered.
      await settled();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByLabel(/^Subject/)).toBeEditable();
    });
  }

  test('at 1280 px the header support line reads in full', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    const line = page.getByTestId('support-link').locator('span');
    await expect(line).toHaveText('Need help? Our support team answers within one working day.');
    expect(
      await line.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1),
    ).toBe(true);
  });

  test('below 990 px the sidebar is a burger drawer', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Leads' }).click();
    await expect(page).toHaveURL(/\/all-leads$/);
    await expect(drawer).toBeHidden();
  });
});

test('the free account shows the upgrade prompt', async ({ page, signIn }) => {
  await signIn(page, { email: 'free@example.com', password: 'demo1234' });
  const banner = page.getByRole('region', { name: 'Your plan' });
  await expect(banner).toContainText('You are on the free plan');
  await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
});

test('/?login-token=… stores the token and leaves the address', async ({ page }) => {
  await page.goto(`/?login-token=${DEMO_TOKEN}`);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('login-token')).toBe(false);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? 'null')).toEqual({
    auth_token: DEMO_TOKEN,
  });
  await page.goBack().catch(() => undefined);
  expect(page.url()).not.toContain('login-token');
});

test('/admin-site-list?login-token=…: no request carries the token in its Referer', async ({ page }) => {
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers()['referer'];
    if (referer) referers.push(referer);
  });
  await page.goto(`/admin-site-list?login-token=${DEMO_TOKEN}`);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect(referers.length).toBeGreaterThan(0);
  expect(referers.filter((referer) => referer.includes('login-token'))).toEqual([]);
});

test.describe('the language menu', () => {
  test('loads nothing of its own until the person reaches for it', async ({ page }) => {
    const menuChunks: string[] = [];
    page.on('request', (request) => {
      if (/language-menu-[^/]+\.js$/.test(request.url())) menuChunks.push(request.url());
    });
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Language/ });
    await expect(button).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(menuChunks).toEqual([]);
    await button.hover();
    await expect.poll(() => menuChunks.length).toBe(1);
  });

  // Its chunk held back until the press: the first press must still open it, and it must stay open.
  for (const way of ['mouse', 'keyboard'] as const) {
    test(`opens on the first ${way} press while its chunk is on its way`, async ({ page }) => {
      const release = await holdResponses(page, /language-menu-[^/]+\.js$/);
      const { settled } = requestTracker(page);
      const chunk = page.waitForResponse(/language-menu-[^/]+\.js$/);
      await page.goto('/');
      const button = page.getByRole('button', { name: /^Language/ });
      if (way === 'mouse') await button.click();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      release();
      const deutsch = page.getByRole('menuitemradio', { name: 'Deutsch' });
      await expect(deutsch).toBeVisible();
      // Still open once its chunk has arrived and the real menu took over.
      await chunk;
      await settled();
      await expect(deutsch).toBeVisible();
    });
  }
});

test.describe('the settings menu and the row menus', () => {
  test('load nothing of their own until the person reaches for them', async ({ page, signIn }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/(account-menu|row-menu-loaded)-[^/]+\.js$/.exec(request.url())?.[1];
      if (name) chunks.push(name);
    });
    await signIn();
    const account = page.getByRole('button', { name: 'Account', exact: true });
    await expect(account).toBeVisible();
    await page.goto('/admin-site-list');
    const rowMenu = page.getByRole('button', { name: /^Actions for/ }).first();
    await expect(rowMenu).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await account.hover();
    await expect.poll(() => chunks).toEqual(['account-menu']);
    await rowMenu.hover();
    await expect.poll(() => chunks).toEqual(['account-menu', 'row-menu-loaded']);
  });

  // The chunk held back until the press: the first press must still open the menu, and it must stay open.
  for (const way of ['mouse', 'keyboard'] as const) {
    test(`the settings menu opens on the first ${way} press while its chunk is on its way`, async ({
      page,
      signIn,
    }) => {
      const release = await holdResponses(page, /account-menu-[^/]+\.js$/);
      const { settled } = requestTracker(page);
      const chunk = page.waitForResponse(/account-menu-[^/]+\.js$/);
      await signIn();
      // The person reaches for the menu once the dashboard shows.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const account = page.getByRole('button', { name: 'Account', exact: true });
      if (way === 'mouse') await account.click();
      else {
        await account.focus();
        await page.keyboard.press('Enter');
      }
      release();
      const settings = page.getByRole('menuitem', { name: 'Settings' });
      await expect(settings).toBeVisible();
      await chunk;
      await settled();
      await expect(settings).toBeVisible();
      if (way === 'keyboard')
        await expect(page.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('data-highlighted', '');
      await chooseMenuItem(page, 'Settings');
      await expect(page).toHaveURL(/\/setting#smtp-setting$/);
    });
  }
});

test.describe('languages', () => {
  test('switching to Deutsch reloads into German and keeps activeLanguage = de', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('button', { name: /^Language/ }).click();
    await Promise.all([page.waitForEvent('load'), chooseMenuItem(page, 'Deutsch', 'menuitemradio')]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => sessionStorage.getItem('activeLanguage'))).toBe('de');
    // The German texts of the shell, when translated, come from this file; assert one of them shows.
    const german = path.resolve('src/i18n/locales/de/shell.json');
    if (existsSync(german)) {
      const texts = JSON.parse(readFileSync(german, 'utf8')) as { nav?: { projects?: string } };
      const projects = texts.nav?.projects;
      expect(projects, 'de/shell.json has nav.projects').toBeTruthy();
      await expect(page.getByRole('navigation').getByRole('link', { name: projects, exact: true })).toBeVisible();
    }
  });

  test.describe('when the translation call fails', () => {
    test.use({ allowedConsoleErrors: [HTTP_ERROR_LOG] });
    test('English texts show', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => sessionStorage.setItem('activeLanguage', 'de'));
      await page.goto('/?demo-fault=500&demo-fault-path=/translation/');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rankings, audits and leads in one place');
    });
  });
});

test.describe('a restrict_error answer', () => {
  test.use({ allowedConsoleErrors: [HTTP_ERROR_LOG] });
  test('shows the server message as a danger alert', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/widget-list?demo-fault=restrict&demo-fault-path=/widget/list/&demo-fault-times=1');
    // Danger alerts are announced with role="alert" (others with role="status").
    const alert = page.getByTestId('app-alert');
    await expect(alert).toContainText('Your plan does not include this feature.');
    await expect(alert).toHaveAttribute('role', 'alert');
  });
});

test.describe('session end', () => {
  test.use({ allowedConsoleErrors: [HTTP_ERROR_LOG] });
  test('a 401 from any call signs the person out and lands on /', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/billing?demo-fault=401&demo-fault-path=/api/v1/account/&demo-fault-times=1');
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});
