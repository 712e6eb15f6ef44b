#!/usr/bin/env node
/**
 * Render and scroll figures of the dashboard and the keyword ranking table with the large seed
 * (issue 15). Used two ways:
 *
 * - `npm run bench` runs `renderInteractions` with its other interactions (scripts/bench-interactions.mjs).
 * - `node scripts/bench-render.mjs [--no-build] [--runs=5] [--port=4408]` builds the demo site into
 *   .bench/dist-demo (unless --no-build), signs in and prints only these figures: quicker while
 *   working on the two screens.
 *
 * The render figure is isolated from the seed and the network: the page marks `<name>:data` when the
 * actor hands the answer to the machine and measures `<name>:render` to the first frame painted with
 * the rows (src/features/projects/render-timing.ts). `<name>:commit` (data → DOM committed) is
 * printed beside it in the stand-alone run.
 *
 * The scroll figure scrolls the table's own virtualized scroller to the end and back in 60 animation
 * frames each way and returns the longest `longtask` entry (0 when none). It fails instead of
 * returning 0 when the rows on screen did not change (the scroll missed the virtualized container)
 * or when the browser does not report long tasks.
 */

const SITE = {
  name: 'site list, 1,000 projects',
  path: '/admin-site-list?demo-seed=large',
  ready: 'role=table[name="Ungrouped projects"] >> role=row >> nth=1',
  measure: 'site-list',
  // The ungrouped section's Table.ScrollArea (the table's parent) scrolls; rows are virtualized inside it.
  scroller: 'table[aria-labelledby="site-list-ungrouped"]',
  scrollerIsParent: true,
  sideways: false,
  // The first project row's title changes as rows are recycled.
  firstRow: 'table[aria-labelledby="site-list-ungrouped"] tbody tr[data-level="project"]',
};
const RANKING = {
  name: 'keyword ranking, 5,000 × 30',
  path: '/keyword-ranking/7/11/?demo-seed=large',
  ready: 'role=table[name=/^Keyword positions/] >> role=row >> nth=1',
  measure: 'ranking',
  scroller: '[data-testid="ranking-scroller"]',
  scrollerIsParent: false,
  sideways: true,
  firstRow: '[data-testid="ranking-scroller"] tbody tr[data-keyword]',
};

/** Waits for the page's `<measure>:render` entry and returns { render, commit } in ms. */
async function readRenderTiming(page, measure) {
  await page.waitForFunction((name) => performance.getEntriesByName(`${name}:render`, 'measure').length > 0, measure, {
    timeout: 20_000,
  });
  return page.evaluate((name) => {
    const last = (entry) => performance.getEntriesByName(entry, 'measure').at(-1)?.duration ?? NaN;
    return { render: last(`${name}:render`), commit: last(`${name}:commit`) };
  }, measure);
}

/** Scrolls the screen's virtualized scroller down and back up; returns { longest, tasks, frames }. */
async function scrollLongTasks(page, screen) {
  return page.evaluate(async ({ scroller: selector, scrollerIsParent, sideways, firstRow }) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('longtask'))
      throw new Error('this browser does not report long tasks');
    const target = document.querySelector(selector);
    const scroller = scrollerIsParent ? target?.parentElement : target;
    if (!scroller) throw new Error(`no scroller for ${selector}`);
    if (scroller.scrollHeight <= scroller.clientHeight) throw new Error('the scroller does not scroll (no overflow)');
    const rowText = () =>
      document.querySelector(firstRow)?.getAttribute('aria-rowindex') ??
      document.querySelector(firstRow)?.textContent ??
      '';
    const before = rowText();
    const tasks = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => tasks.push(entry.duration)),
    );
    observer.observe({ type: 'longtask' });
    const frames = 60;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const seen = new Set([before]);
    const step = async (fraction) => {
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * fraction;
      if (sideways) scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) * fraction;
      await nextFrame();
      seen.add(rowText());
    };
    for (let i = 1; i <= frames; i++) await step(i / frames);
    for (let i = frames - 1; i >= 0; i--) await step(i / frames);
    // Let the last render and any long task it caused be reported.
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    if (seen.size < frames / 2)
      throw new Error(
        `the rows on screen changed only ${seen.size} times over ${2 * frames} frames: the scroll missed the virtualized rows`,
      );
    return { longest: tasks.length ? Math.max(...tasks) : 0, tasks: tasks.length, rowsSeen: seen.size };
  }, screen);
}

const round1 = (x) => Math.round(x * 10) / 10;

/** Main-thread tasks (`RunTask`, ts/dur/tdur in µs) of a Chromium trace's renderer. */
function mainThreadTasks(events) {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      main.has(`${e.pid}:${e.tid}`),
  );
}

/**
 * The CPU time the renderer's main thread spent between `<measure>:data` and the end of
 * `<measure>:render` (trace of blink.user_timing + tasks; a task cut by the window counts pro rata).
 */
function renderCpu(events, measure) {
  const timing = events.filter((e) => e.cat?.includes('blink.user_timing'));
  const start = timing.find((e) => e.name === `${measure}:data`)?.ts;
  const renderEvents = timing.filter((e) => e.name === `${measure}:render`);
  const end = renderEvents.length ? Math.max(...renderEvents.map((e) => e.ts + (e.dur ?? 0))) : undefined;
  if (start === undefined || end === undefined || end <= start) return NaN;
  let cpu = 0;
  for (const task of mainThreadTasks(events)) {
    const from = Math.max(start, task.ts);
    const to = Math.min(end, task.ts + (task.dur ?? 0));
    if (to <= from || !task.dur) continue;
    cpu += ((task.tdur ?? 0) * (to - from)) / task.dur;
  }
  return cpu / 1000;
}

/**
 * The longest main-thread task by CPU time (trace `tdur`), next to the wall-clock `longtask` figure:
 * on a busy machine a task's wall time includes the time the OS gave the core to someone else.
 */
async function longestTaskCpu(browser, page, run) {
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  let result;
  try {
    result = await run();
  } finally {
    const buffer = await browser.stopTracing();
    const events = JSON.parse(buffer.toString('utf8')).traceEvents ?? [];
    const tasks = mainThreadTasks(events);
    const cpu = tasks.map((e) => (e.tdur ?? 0) / 1000);
    const longestWall = tasks.reduce((best, e) => (!best || (e.dur ?? 0) > (best.dur ?? 0) ? e : best), null);
    result = {
      ...result,
      cpuLongest: cpu.length ? Math.max(...cpu) : NaN,
      // The task the wall clock calls longest, and how much of it the main thread really computed.
      traceWallLongest: longestWall ? (longestWall.dur ?? 0) / 1000 : NaN,
      traceWallLongestCpu: longestWall ? (longestWall.tdur ?? 0) / 1000 : NaN,
      over50cpu: cpu.filter((ms) => ms > 50).length,
    };
  }
  return result;
}

/** Interactions for scripts/bench-interactions.mjs (the bench's own runner: median of 5, fresh context each). */
export const renderInteractions = [SITE, RANKING].flatMap((screen) => [
  {
    name: `${screen.name}: data → rows painted (ms, large seed)`,
    path: screen.path,
    ready: screen.ready,
    run: async (page) => (await readRenderTiming(page, screen.measure)).render,
  },
  {
    name: `${screen.name}: longest task while scrolling (ms, large seed)`,
    path: screen.path,
    ready: screen.ready,
    run: async (page) => (await scrollLongTasks(page, screen)).longest,
  },
]);

// ---------------------------------------------------------------- stand-alone run

async function main() {
  const { spawn } = await import('node:child_process');
  const path = (await import('node:path')).default;
  const { fileURLToPath } = await import('node:url');
  const { chromiumFlags, chromiumPath } = await import('./chromium.mjs');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const runs = Number(arg('runs', '5'));
  const port = Number(arg('port', process.env.E2E_PORT ?? '4408'));
  const baseURL = `http://127.0.0.1:${port}`;

  if (!process.argv.includes('--no-build')) {
    const code = await new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [
          path.join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--mode',
          'demo',
          '--outDir',
          '.bench/dist-demo',
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        { cwd: root, stdio: 'inherit' },
      );
      child.on('exit', (c) => resolve(c ?? 1));
    });
    if (code !== 0) process.exit(code);
  }
  const { preview } = await import('vite');
  const { chromium } = await import('@playwright/test');
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: '.bench/dist-demo' },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    // Sign in once as the demo user and keep the state (the demo store saves the session debounced).
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel(/^\s*Email\s*\*?\s*$/i).fill('demo@example.com');
    await page.getByLabel(/^\s*Password\s*\*?\s*$/i).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const token = JSON.parse(localStorage.getItem('auth') ?? '{}').auth_token;
      return Boolean(token) && (localStorage.getItem('demo-db') ?? '').includes(token);
    });
    const storageState = await context.storageState();
    await context.close();

    const { loadavg } = await import('node:os');
    console.log(
      `load average before: ${loadavg()
        .map((x) => x.toFixed(2))
        .join(', ')} on ${(await import('node:os')).cpus().length} cores`,
    );
    const median = (xs) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    };
    for (const screen of [SITE, RANKING]) {
      const render = [];
      const commit = [];
      const longest = [];
      const counts = [];
      const cpu = [];
      const renderCpuRuns = [];
      for (let i = 0; i < runs; i++) {
        const ctx = await browser.newContext({ baseURL, storageState });
        const p = await ctx.newPage();
        try {
          await browser.startTracing(p, {
            categories: ['toplevel', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
          });
          let timing;
          try {
            await p.goto(screen.path);
            await p.locator(screen.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
            timing = await readRenderTiming(p, screen.measure);
          } finally {
            const trace = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents ?? [];
            renderCpuRuns.push(round1(renderCpu(trace, screen.measure)));
          }
          render.push(round1(timing.render));
          commit.push(round1(timing.commit));
          const scroll = await longestTaskCpu(browser, p, () => scrollLongTasks(p, screen));
          longest.push(round1(scroll.longest));
          cpu.push(
            `${round1(scroll.cpuLongest)} (${round1(scroll.traceWallLongest)} wall = ${round1(scroll.traceWallLongestCpu)} CPU)`,
          );
          counts.push(`${scroll.tasks}/${scroll.rowsSeen}`);
        } finally {
          await ctx.close();
        }
      }
      console.log(`${screen.name}`);
      console.log(`  data → committed      median ${median(commit)} ms   runs: ${commit.join(', ')}`);
      console.log(`  data → rows painted   median ${median(render)} ms   runs: ${render.join(', ')}`);
      console.log(`  same, main-thread CPU median ${median(renderCpuRuns)} ms   runs: ${renderCpuRuns.join(', ')}`);
      console.log(
        `  longest scroll task   median ${median(longest)} ms   runs: ${longest.join(', ')}   (long tasks / distinct first rows: ${counts.join(', ')})`,
      );
      const cpuMs = cpu.map((text) => Number(text.split(' ')[0]));
      console.log(`  longest task, CPU     median ${median(cpuMs)} ms   runs: ${cpu.join(', ')}`);
      console.log(
        `                        (trace of the renderer's main thread: the longest task by CPU time; in brackets the longest by wall time and its CPU time)`,
      );
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
