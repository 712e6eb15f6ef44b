import { renderInteractions } from './bench-render.mjs';

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
    name: 'widget editor: keystroke to preview',
    path: '/create-widget',
    ready: '[data-testid="widget-preview"]',
    /**
     * 20 keystrokes into "Widget title"; each is timed in the page from the input event to the
     * mutation that puts the new title into the preview's shadow root. Returns the median in ms.
     */
    run: async (page) => {
      const input = page.getByLabel(/widget title/i).first();
      await input.waitFor({ state: 'visible' });
      await input.focus();
      return input.evaluate(async (el, keystrokes) => {
        const host = document.querySelector('[data-testid="widget-preview"]');
        const root = host && host.shadowRoot;
        if (!root) throw new Error('the preview has no shadow root');
        // React tracks the value through the prototype's setter; assigning el.value would hide the change.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const times = [];
        for (let i = 0; i < keystrokes; i++) {
          const expected = `${el.value}x`;
          const shows = () => root.querySelector('.w-title')?.textContent === expected;
          const ms = await new Promise((resolve, reject) => {
            let start = 0;
            const timer = setTimeout(() => {
              observer.disconnect();
              reject(new Error(`the preview did not show "${expected}" within 2 s`));
            }, 2000);
            const observer = new MutationObserver(() => {
              if (!shows()) return;
              const end = performance.now();
              clearTimeout(timer);
              observer.disconnect();
              resolve(end - start);
            });
            observer.observe(root, { subtree: true, childList: true, characterData: true });
            start = performance.now();
            setValue.call(el, expected);
            el.dispatchEvent(new Event('input', { bubbles: true }));
          });
          times.push(ms);
          // Let the frame settle (effects, draft saving) before the next key, like a person typing.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
        }
        times.sort((a, b) => a - b);
        return times[Math.floor(times.length / 2)];
      }, 20);
    },
  },
  // The dashboard and the ranking table with the large seed: data → rows painted and scrolling (issue 15).
  ...renderInteractions,
];
