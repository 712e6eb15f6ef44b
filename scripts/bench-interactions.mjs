import { renderInteractions } from './bench-render.mjs';

/**
 * Real key presses into the widget editor's "Widget title", each timed in the page from its keydown to the frame
 * after the preview's shadow root shows the new title, with the CPU slowed `rate` times through CDP
 * (Emulation.setCPUThrottlingRate). Returns the median of 20 presses in ms.
 */
const keystrokeToPreview = (rate) => async (page) => {
  const input = page.getByLabel(/widget title/i).first();
  await input.waitFor({ state: 'visible' });
  await input.focus();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    const times = [];
    for (let i = 0; i < 20; i++) {
      // Listeners first (in the page), then the key press itself through the browser's input pipeline.
      await input.evaluate((el) => {
        const root = document.querySelector('[data-testid="widget-preview"]')?.shadowRoot;
        if (!root) throw new Error('the preview has no shadow root');
        const expected = `${el.value}x`;
        window.__keystroke = new Promise((resolve, reject) => {
          let start = 0;
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`the preview did not show "${expected}" within 5 s`));
          }, 5000);
          el.addEventListener('keydown', () => (start = performance.now()), { once: true });
          const observer = new MutationObserver(() => {
            if (root.querySelector('.w-title')?.textContent !== expected) return;
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(root, { subtree: true, childList: true, characterData: true });
        });
      });
      await page.keyboard.press('x');
      times.push(await page.evaluate(() => window.__keystroke));
      // Let the frame settle (effects, draft saving) before the next key, like a person typing.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
  }
};

/** Budgets of the interactions that have one (ms, median), printed beside the figure. */
export const INTERACTION_BUDGETS = { 'widget editor: keystroke to preview, 6x CPU': 16 };

/**
 * Interaction benchmarks run by `npm run bench` (median of 5 runs each).
 *
 * Each entry: { name, path, ready?, run } — the page is signed in as the demo user, opened at
 * `path` and, when `ready` (a Playwright selector) is given, waited for until it is visible;
 * then `run(page)` performs the interaction and returns the measured time in ms (measure in the
 * page, e.g. with performance.now() around a keystroke and the next frame that shows it).
 *
 * @type {{ name: string, path: string, ready?: string, run: (page: import('@playwright/test').Page) => Promise<number> }[]}
 */
export const interactions = [
  {
    name: 'widget editor: keystroke to preview, 1x CPU',
    path: '/create-widget',
    ready: '[data-testid="widget-preview"]',
    run: keystrokeToPreview(1),
  },
  {
    name: 'widget editor: keystroke to preview, 6x CPU',
    path: '/create-widget',
    ready: '[data-testid="widget-preview"]',
    run: keystrokeToPreview(6),
  },
  // The dashboard and the ranking table with the large seed: data → rows painted and scrolling (issue 15).
  ...renderInteractions,
];
