import { expect, test } from './fixtures';

/**
 * The public pages are prerendered by the build: the served HTML already shows the page and carries its own head,
 * the browser adopts it without redrawing, and a visitor with a session still lands in the app.
 */
const PAGES = [
  {
    path: '/',
    title: 'Sign in · RankPilot',
    description:
      'Track where your sites rank, audit their pages, and turn visitors into leads with widgets you design yourself.',
    content: ['<h1', 'Rankings, audits and leads in one place', '<form', 'name="email"', 'name="password"'],
  },
  {
    path: '/pricing',
    title: 'Pricing · RankPilot',
    description: 'Pick the plan that fits your projects. You can change it at any time.',
    content: ['Pricing</h1>', 'aria-label="Plans"', 'data-testid="plan-free"', '€0.00', 'Choose this plan'],
  },
  {
    path: '/audit-page',
    title: 'Page audit · RankPilot',
    description: 'Check one page for a keyword: on-page, technical, content, links and speed, with what to fix first.',
    content: [
      'Page audit</h1>',
      '<form',
      'aria-label="Page audit"',
      'Page address',
      'href="/audit-report/temp/sample-bakery"',
    ],
  },
  {
    path: '/webpage-audit',
    title: 'Webpage audit · RankPilot',
    description: 'Check one page for a keyword: on-page, technical, content, links and speed, with what to fix first.',
    content: [
      'Webpage audit</h1>',
      '<form',
      'aria-label="Page audit"',
      'Page address',
      'href="/audit-report/temp/sample-bakery"',
    ],
  },
  {
    path: '/advance-audit-page',
    title: 'Advanced page audit · RankPilot',
    description:
      'Every check of the basic audit plus structured data, sitemap, readability, backlinks and layout shift.',
    content: ['Advanced page audit</h1>', 'Advanced audits need an account', 'href="/audit-report/temp/sample-bakery"'],
  },
  {
    path: '/advance-webpage-audit',
    title: 'Advanced webpage audit · RankPilot',
    description:
      'Every check of the basic audit plus structured data, sitemap, readability, backlinks and layout shift.',
    content: [
      'Advanced webpage audit</h1>',
      'Advanced audits need an account',
      'href="/audit-report/temp/sample-bakery"',
    ],
  },
];

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const { path, title, description, content } of PAGES) {
  test(`the served HTML of ${path} shows the page and names it`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root"'));
    for (const text of content) expect(root, `the prerendered ${path} contains ${text}`).toContain(text);
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(title);
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(description);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
    expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
    // The build without VITE_SITE_URL names the preview's origin.
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`http://localhost:4173${path}`);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`http://localhost:4173${path}`);
  });

  test(`${path} is adopted by the app without a redraw or a hydration warning`, async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // Before the app's scripts run: remember the prerendered heading, to find the very same element afterwards.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
      });
    });
    await page.goto(path);
    await page.waitForFunction(() => {
      const heading = document.querySelector('h1');
      return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    expect(
      await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { prerendered: Element }).prerendered,
      ),
      'the heading the HTML brought is the one React now owns',
    ).toBe(true);
    await expect(page).toHaveTitle(title);
    expect(warnings).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('nothing on a public page moves once it has painted: not when the app adopts it, nor when its data arrives', async ({
  page,
}) => {
  // A phone's width, where the header is tightest. The site's settings, the sample reports and the plans all arrive
  // after the first paint and show what the page was drawn with, or take a place of their own; from the second page
  // on the visitor is a returning one, with the settings stored, whose page is adopted all the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.textContent?.slice(0, 40)).join(' | ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
    // The first frame draws the whole page: it waits for the parser to reach the guard after it.
    requestAnimationFrame(() => {
      (window as unknown as { wholeAtFirstFrame: boolean }).wholeAtFirstFrame =
        !!document.getElementById('prerender-guard');
    });
  });
  for (const [path, loaded] of [
    ['/', page.getByRole('button', { name: /^Language: English/ })],
    ['/pricing', page.getByRole('button', { name: 'Choose the Pro plan' })],
    ['/audit-page', page.getByRole('link', { name: /^See a sample report: www\.bakkerij-jansen\.nl/ })],
    ['/advance-webpage-audit', page.getByRole('link', { name: /^See a sample report: www\.bakkerij-jansen\.nl/ })],
  ] as const) {
    const settings = page.waitForResponse((response) => response.url().includes('/api/v1/settings/'));
    await page.goto(path);
    await settings;
    await expect(loaded.first()).toBeEnabled();
    // The frame that draws what the last answer brought.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { wholeAtFirstFrame: boolean }).wholeAtFirstFrame),
      path,
    ).toBe(true);
  }
});

test('the prerendered forms take input only once the app has adopted them, and then keep it', async ({ page }) => {
  await page.goto('/');
  // Playwright waits for the disabled field to be enabled: typing before the app runs would be lost.
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await expect(page.getByLabel('Email')).toHaveValue('demo@example.com');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).search).toBe('');
});

test('Chakra’s global styles come with the HTML, once: signed out and signed in, the app adds no second copy', async ({
  page,
  signIn,
}) => {
  // Every rule of the document that sets the brand colour's variable, inside @layer blocks too (Emotion's production
  // sheets hold their rules in the CSSOM, not as text).
  const tokenRules = () =>
    page.evaluate(() => {
      // A style rule's own declarations, then what it nests (style rules have cssRules too, with CSS nesting).
      const count = (rules: CSSRuleList): number =>
        [...rules].reduce(
          (sum, rule) =>
            sum +
            (rule instanceof CSSStyleRule && rule.style.cssText.includes('--chakra-colors-brand-500:') ? 1 : 0) +
            ('cssRules' in rule ? count((rule as CSSGroupingRule).cssRules) : 0),
          0,
        );
      return [...document.styleSheets].reduce((sum, sheet) => sum + count(sheet.cssRules), 0);
    });
  const brand = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500'));
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Choose the Pro plan' })).toBeEnabled();
  expect(await tokenRules()).toBe(1);
  expect(await brand()).toBe('#585ce9');
  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await tokenRules()).toBe(1);
  await page.goto('/widget-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Widgets' })).toBeVisible();
  expect(await tokenRules()).toBe(1);
  expect(await brand()).toBe('#585ce9');
});

test('the pricing page answers after hydration: yearly prices', async ({ page }) => {
  await page.goto('/pricing');
  const pro = page.getByTestId('plan-pro');
  await expect(pro).toContainText('per month');
  await expect(page.getByRole('button', { name: 'Choose the Pro plan' })).toBeEnabled();
  await page.getByText('Yearly', { exact: true }).click();
  await expect(pro).toContainText('per year');
});

test('a visitor with a session who opens / reaches the dashboard, never the sign-in form', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('auth', JSON.stringify({ auth_token: 'demo-token-2f8a9c1e' })));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
});

test('an app address served the sign-in page as its fallback does not show it', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Rankings, audits and leads in one place');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
});

test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:4173/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of PAGES) expect(sitemap).toContain(`<loc>http://localhost:4173${path}</loc>`);
});
