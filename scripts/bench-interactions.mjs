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
export const interactions = [];
