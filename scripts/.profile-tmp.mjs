import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumFlags, chromiumPath } from '/work/wt-perf15/scripts/chromium.mjs';
const root = '/work/wt-perf15';
const port = 4408,
  baseURL = `http://127.0.0.1:${port}`;
const which = process.argv[2] ?? 'site';
const phase = process.argv[3] ?? 'scroll';
const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir: '.bench/dist-prof' },
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext({ baseURL });
const page = await context.newPage();
await page.goto('/');
await page.getByLabel(/^\s*Email\s*\*?\s*$/i).fill('demo@example.com');
await page.getByLabel(/^\s*Password\s*\*?\s*$/i).fill('demo1234');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.locator('main h1').first().waitFor();
const path = which === 'site' ? '/admin-site-list?demo-seed=large' : '/keyword-ranking/7/11/?demo-seed=large';
const sel = which === 'site' ? 'table[aria-labelledby="site-list-ungrouped"]' : '[data-testid="ranking-scroller"]';
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
if (phase === 'render') await cdp.send('Profiler.start');
await page.goto(path);
await page.waitForFunction(
  (n) => performance.getEntriesByName(`${n}:render`).length > 0,
  which === 'site' ? 'site-list' : 'ranking',
  { timeout: 30000 },
);
console.log(
  'render',
  await page.evaluate(
    (n) => performance.getEntriesByName(`${n}:render`)[0].duration,
    which === 'site' ? 'site-list' : 'ranking',
  ),
);
if (phase === 'scroll') await cdp.send('Profiler.start');
if (phase === 'scroll') {
  const r = await page.evaluate(
    async ({ sel, parent, sideways }) => {
      const t = document.querySelector(sel);
      const s = parent ? t.parentElement : t;
      const tasks = [];
      const o = new PerformanceObserver((l) => l.getEntries().forEach((e) => tasks.push(Math.round(e.duration))));
      o.observe({ type: 'longtask' });
      for (let i = 1; i <= 60; i++) {
        s.scrollTop = ((s.scrollHeight - s.clientHeight) * i) / 60;
        if (sideways) s.scrollLeft = ((s.scrollWidth - s.clientWidth) * i) / 60;
        await new Promise((r) => requestAnimationFrame(r));
      }
      await new Promise((r) => setTimeout(r, 200));
      o.disconnect();
      return tasks;
    },
    { sel, parent: which === 'site', sideways: which !== 'site' },
  );
  console.log('longtasks', r.join(' '));
}
const { profile } = await cdp.send('Profiler.stop');
// self time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
let total = 0;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
  total += dt[i] ?? 0;
});
console.log('total ms', Math.round(total / 1000));
[...self.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40)
  .forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(8), k));
// inclusive time by function (top 40)
const parent = new Map();
profile.nodes.forEach((n) => (n.children ?? []).forEach((c) => parent.set(c, n.id)));
const incl = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set();
  let cur = id;
  while (cur !== undefined) {
    const cf = byId.get(cur).callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
    if (!seen.has(key)) {
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0));
    }
    cur = parent.get(cur);
  }
});
console.log('--- inclusive');
[...incl.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 60)
  .forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(8), k));
await browser.close();
server.httpServer.close();
