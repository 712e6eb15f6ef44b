import type { Page } from '@playwright/test';
import { expect, openInApp, test } from './fixtures';

/**
 * Issue 27: layouts that hold in every language and width. At 390, 800 and 1280 px, in English and German, the
 * dashboard, the ranking page, the leads, the widget editor, the website-audit overview, the settings (their lead
 * e-mails), lead sync, the subscription and a new project's rankings never scroll sideways, no text box overlaps
 * another, every control lies fully inside the window (or inside the table scroller it belongs to), no choice box is
 * empty and no table scroller is taller than its rows. Bounding boxes from the page itself, not pixels.
 *
 * Sign-in is reused: the demo token and the language go into storage before the first page loads, so each test
 * spends its time on the screens, not on the login form.
 */
const DEMO_TOKEN = 'demo-token-2f8a9c1e';
const PRO_TOKEN = 'pro-token-93c5e2f4';

interface Screen {
  /** The screen's address, or how to make what it shows (in the page's demo backend) and get its address. */
  path: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Promise<void>;
  /** Column headers that must lie inside their table's visible box, from this width up. */
  keyColumns?: { selector: string; from: number };
  /** The part (a selector) where nothing scrolls sideways: every tab and button in it is in view without scrolling. */
  fits?: string;
  /** Seen as another account (its token): the screens that only a paying plan fills. */
  token?: string;
}

const SCREENS: Screen[] = [
  {
    path: '/admin-site-list',
    ready: (page) => expect(page.locator('main table').first()).toBeVisible({ timeout: 10_000 }),
  },
  {
    path: '/keyword-ranking/3/4/',
    ready: async (page) => {
      await expect(page.locator('main table')).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('main canvas').first()).toBeVisible();
    },
    // The latest date and the change stay pinned next to the keyword, however many competitors are on.
    keyColumns: { selector: 'main table thead th[data-pin]', from: 0 },
  },
  {
    path: '/all-leads',
    ready: (page) => expect(page.locator('main table')).toBeVisible({ timeout: 10_000 }),
    // The capture date (the column before the row menu) is in view on a desktop.
    keyColumns: { selector: 'main table thead th:nth-last-child(2)', from: 1280 },
  },
  {
    path: '/edit-widget/1',
    ready: (page) => expect(page.locator('main form').first()).toBeVisible({ timeout: 10_000 }),
  },
  {
    path: '/website-audit/overview/1/2',
    ready: (page) => expect(page.locator('main table').first()).toBeVisible({ timeout: 10_000 }),
  },
  {
    // The lead e-mails: each a fieldset whose switch and reset button name the e-mail (long in German).
    path: '/setting',
    ready: (page) => expect(page.locator('main fieldset').first()).toBeVisible({ timeout: 10_000 }),
  },
  {
    // Four provider tabs, each with its status badge (issue 48 item 1).
    path: '/sync-lead',
    ready: (page) => expect(page.getByRole('tab').first()).toBeVisible({ timeout: 10_000 }),
    fits: 'main [role="tablist"]',
  },
  {
    // A project created just now has been checked once (issue 48 item 4): nothing to compare yet, a few rows.
    path: newProjectRanking,
    ready: async (page) => {
      await expect(page.locator('main table')).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('main canvas').first()).toBeVisible();
    },
  },
  {
    // The change-plan table's buttons ("Switch to Starter at renewal"), whole on a phone (issue 48 item 2).
    path: '/manage-subscription',
    ready: (page) => expect(page.locator('main table').first()).toBeVisible({ timeout: 10_000 }),
    fits: 'main section[aria-labelledby="change-plan"]',
    token: PRO_TOKEN,
  },
];

/**
 * Creates a project with one search engine and four keywords through the demo backend the page runs, and finishes
 * it as the wizard does (its first check runs), and gives the address of its rankings.
 */
function newProjectRanking(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('auth') ?? '{}') as { auth_token?: string }).auth_token;
    const post = async (path: string, body: unknown) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const { project_id } = await post('/api/v1/project/create/', {
      title: 'Fahrradladen Köln',
      url: 'fahrradladen-koeln.example.com',
      domain_type: 'domain',
      group: null,
    });
    const { se_id } = await post(`/api/v1/project/${project_id}/search-engine/create/`, {
      project_id,
      searce_engine: 1,
      se_country: 3,
      se_language: 3,
      se_location: null,
      competetor: ['velo-konkurrenz.example.de'],
    });
    await post(`/api/v1/project/${project_id}/keyword/create/`, {
      project_id,
      group_id: null,
      keywords: ['fahrrad köln', 'e-bike reparatur', 'fahrradladen', 'lastenrad kaufen'],
    });
    // Finish: the first rankings check runs.
    await post(`/api/v1/project/${project_id}/`, { step: 3, se_key: se_id });
    return `/keyword-ranking/${project_id}/${se_id}/`;
  });
}

interface LayoutReport {
  overflow: number;
  overlaps: string[];
  cutControls: string[];
  cutHeaders: string[];
  /** Choice boxes with nothing to choose. */
  emptySelects: string[];
  /** Table scrollers taller than their table by more than a row: blank space under the last row. */
  blankUnderTables: string[];
  /** What scrolls sideways in the part `fits` names (a table scroller, a tab list), with how far. */
  scrollersInFits: string[];
  /** Short words and number ranges in table cells broken across lines ("Rankpilo|t", "1–|5"): a column too narrow. */
  brokenWords: string[];
  /** Page links that wrap onto a second line (the next arrow alone under the pages). */
  wrappedPagination: string[];
}

/**
 * Measures the page in the browser: sideways overflow, overlapping text boxes, controls cut off by the window, and
 * what scrolls sideways inside the part `fits` names.
 */
function measureLayout(fits: string | undefined): LayoutReport {
  const width = document.documentElement.clientWidth;
  const overflow = Math.max(0, document.documentElement.scrollWidth - width);
  const scrollsSideways = (element: Element, slack = 0) => {
    const style = getComputedStyle(element);
    return /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + slack;
  };
  const clipOf = (element: Element): DOMRect | null => {
    let box: { left: number; top: number; right: number; bottom: number } | null = null;
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto') {
        const r = node.getBoundingClientRect();
        box = box
          ? {
              left: Math.max(box.left, r.left),
              top: Math.max(box.top, r.top),
              right: Math.min(box.right, r.right),
              bottom: Math.min(box.bottom, r.bottom),
            }
          : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }
      if (style.position === 'fixed') break;
    }
    return box ? new DOMRect(box.left, box.top, box.right - box.left, box.bottom - box.top) : null;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  const label = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

  // Text boxes: each line box of each visible text node, cut to what its clipping ancestors let show.
  const boxes: { owner: Element; rect: DOMRect }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || !visible(owner)) continue;
    if (owner.closest('script, style, noscript, title, [data-layout-ignore]')) continue;
    range.selectNodeContents(node);
    const clip = clipOf(owner);
    for (const line of range.getClientRects()) {
      let { left, top, right, bottom } = line;
      if (clip) {
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      if (right - left > 2 && bottom - top > 2)
        boxes.push({ owner, rect: new DOMRect(left, top, right - left, bottom - top) });
    }
  }
  const overlaps: string[] = [];
  for (let i = 0; i < boxes.length; i += 1) {
    const a = boxes[i]!;
    for (let j = i + 1; j < boxes.length; j += 1) {
      const b = boxes[j]!;
      if (a.owner === b.owner) continue;
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      // A few pixels of line box overlap is font metrics; more is one text drawn over another.
      if (x > 3 && y > 4 && overlaps.length < 10) overlaps.push(`${label(a.owner)} over ${label(b.owner)}`);
    }
  }

  // Controls: fully inside the window sideways, or inside the sideways scroller they belong to.
  const cutControls: string[] = [];
  for (const control of document.querySelectorAll(
    'main button, main a[href], main input, main select, main textarea, header button, header a[href]',
  )) {
    if (!visible(control)) continue;
    const r = control.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue;
    let scroller: Element | null = control.parentElement;
    while (scroller && !scrollsSideways(scroller)) scroller = scroller.parentElement;
    if (scroller && scroller !== document.documentElement && scroller !== document.body) continue;
    if (r.left < -1 || r.right > width + 1)
      cutControls.push(`${label(control)} at ${Math.round(r.left)}–${Math.round(r.right)} of ${width}`);
  }
  // Header cells wrap or size to their text: none cuts it off.
  const cutHeaders: string[] = [];
  for (const cell of document.querySelectorAll('main th')) {
    if (!visible(cell)) continue;
    for (const element of [cell, ...cell.querySelectorAll('*')]) {
      if (getComputedStyle(element).overflowX === 'visible' || !element.textContent?.trim()) continue;
      const r = element.getBoundingClientRect();
      if (r.width > 2 && element.scrollWidth > element.clientWidth + 1) cutHeaders.push(label(element));
    }
  }
  const scrollersInFits = fits
    ? [...document.querySelectorAll(fits)]
        .flatMap((part) => [part, ...part.querySelectorAll('*')])
        .filter((element) => scrollsSideways(element, 1))
        .map((element) => `${element.tagName.toLowerCase()} by ${element.scrollWidth - element.clientWidth} px`)
    : [];
  const emptySelects = [...document.querySelectorAll('main select')]
    .filter((select) => visible(select) && (select as HTMLSelectElement).options.length === 0)
    .map(label);
  const blankUnderTables = [...document.querySelectorAll('main table')].flatMap((table) => {
    const scroller = table.parentElement;
    if (!scroller || !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) return [];
    const blank = scroller.clientHeight - table.getBoundingClientRect().height;
    return blank > 40 ? [`${label(scroller)}: ${Math.round(blank)} px under the table`] : [];
  });
  const brokenWords: string[] = [];
  const cells = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = cells.nextNode(); node && brokenWords.length < 10; node = cells.nextNode()) {
    const owner = node.parentElement;
    if (!owner?.closest('td, th') || !visible(owner)) continue;
    const text = node.textContent ?? '';
    // In body cells short words and number ranges; in headers (hyphenated where long) number ranges ("Platz 1–|5").
    const numberRange = /\d+\u2060?[–-]\u2060?\d+/.source;
    const pattern = new RegExp(owner.closest('td') ? `\\p{L}{2,14}|${numberRange}` : numberRange, 'gu');
    for (const word of text.matchAll(pattern)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      if (lines > 1) brokenWords.push(`"${word[0]}" in ${label(owner)}`);
    }
  }
  const wrappedPagination = [...document.querySelectorAll('main [data-scope="pagination"][data-part="root"]')]
    .filter((root) => visible(root))
    .flatMap((root) => {
      const tops = new Set(
        [...root.querySelectorAll('button')].map((button) => Math.round(button.getBoundingClientRect().top / 8)),
      );
      return tops.size > 1 ? [`${label(root)} on ${tops.size} lines`] : [];
    });
  return {
    wrappedPagination,
    overflow,
    overlaps,
    cutControls,
    cutHeaders,
    emptySelects,
    blankUnderTables,
    scrollersInFits,
    brokenWords,
  };
}

/**
 * Labels of the frame that must read on one line (issue 48 item 3): the sidebar's links and group names wherever the
 * sidebar shows, and the header's support line from 1280 px.
 */
function wrappedFrameLabels(width: number): string[] {
  const selectors = ['nav[aria-label] a[href] > span', 'nav[aria-label] p'];
  if (width >= 1280) selectors.push('header [data-testid="support-link"] > span');
  const range = document.createRange();
  return [...document.querySelectorAll(selectors.join(', '))].flatMap((element) => {
    if (!element.checkVisibility() || !element.textContent?.trim()) return [];
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    return lines > 1 ? [`"${element.textContent.trim()}" on ${lines} lines`] : [];
  });
}

/** Headers matching `selector` that lie outside their table scroller's visible box, sideways. */
function outOfView(selector: string): string[] {
  return [...document.querySelectorAll(selector)].flatMap((header) => {
    let scroller = header.parentElement;
    while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    const box = (scroller ?? document.documentElement).getBoundingClientRect();
    const r = header.getBoundingClientRect();
    return r.left >= box.left - 1 && r.right <= box.right + 1
      ? []
      : [`"${header.textContent?.trim()}" at ${Math.round(r.left)}–${Math.round(r.right)}`];
  });
}

const WIDTHS = [390, 800, 1280] as const;

for (const language of ['en', 'de'] as const) {
  test.describe(`layout in ${language}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(
        ([token, lang]) => {
          try {
            if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ auth_token: token }));
          } catch {
            return; // a sandboxed frame (the widget preview) has no storage
          }
          sessionStorage.setItem('activeLanguage', lang);
          // The cookie banner is a fixed overlay by design: accepted, so it doesn't cover what is measured.
          document.cookie = 'cookie_consent=1; path=/';
        },
        [DEMO_TOKEN, language] as const,
      );
    });

    for (const width of WIDTHS) {
      test(`at ${width} px every screen holds`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        // The first screen, and one seen as another account, load whole; the others open inside the app.
        for (const [index, screen] of SCREENS.entries()) {
          const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
          if (screen.token) {
            await page.evaluate(
              (token) => localStorage.setItem('auth', JSON.stringify({ auth_token: token })),
              screen.token,
            );
            await page.goto(path);
          } else if (index === 0) await page.goto(path);
          else await openInApp(page, path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await screen.ready(page);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
          const report = await page.evaluate(measureLayout, screen.fits);
          expect.soft(report.overflow, `${path}: the page scrolls sideways by ${report.overflow} px`).toBe(0);
          expect.soft(report.overlaps, `${path}: text drawn over text`).toEqual([]);
          expect.soft(report.cutControls, `${path}: controls cut off by the window`).toEqual([]);
          expect.soft(report.cutHeaders, `${path}: header text cut off`).toEqual([]);
          expect.soft(report.emptySelects, `${path}: choice boxes with nothing to choose`).toEqual([]);
          expect.soft(report.blankUnderTables, `${path}: blank space under a table`).toEqual([]);
          expect.soft(report.brokenWords, `${path}: words broken inside`).toEqual([]);
          expect.soft(report.wrappedPagination, `${path}: page links wrap`).toEqual([]);
          expect.soft(await page.evaluate(wrappedFrameLabels, width), `${path}: frame labels wrap`).toEqual([]);
          expect.soft(report.scrollersInFits, `${path}: ${screen.fits} scrolls sideways`).toEqual([]);
          if (screen.keyColumns && width >= screen.keyColumns.from) {
            const { selector } = screen.keyColumns;
            expect(await page.locator(selector).count(), `${path}: ${selector}`).toBeGreaterThan(0);
            expect.soft(await page.evaluate(outOfView, selector), `${path}: key columns out of view`).toEqual([]);
          }
        }
      });
    }
  });
}
