/**
 * Lighthouse 12.8 mobile performance (simulated throttling) of a plain production build served by `vite preview`,
 * talking to the demo backend over real HTTP (`npm run demo:api`), median of 3 per screen, and the SEO score of every
 * public page (in the same runs).
 * Part of `npm run bench`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = Number(process.env.BENCH_API_PORT) || 8799;
const APP_PORT = Number(process.env.BENCH_LH_PORT) || 4322;
const H2_PORT = APP_PORT + 1;
const RUNS = 3;
/** The seeded demo account's token: `?login-token=` signs the page in before its first render. */
export const DEMO_TOKEN = 'demo-token-2f8a9c1e';

/**
 * `prerendered`: a public page the build writes as HTML; its LCP has its own budget (LIGHTHOUSE_BUDGETS.prerenderedLcp)
 * and it is scored for SEO. `score` and `tbt`: the performance score and blocking time the screen must reach, where
 * one is set. `unjudged`: printed without any budget (the HTTP/2 runs).
 */
export const LIGHTHOUSE_SCREENS = [
  { name: '/ (signed out)', path: '/', prerendered: true, score: 95, tbt: 200 },
  { name: '/pricing (signed out)', path: '/pricing', prerendered: true },
  { name: '/audit-page', path: '/audit-page', prerendered: true },
  { name: '/admin-site-list', path: `/admin-site-list?login-token=${DEMO_TOKEN}`, score: 90 },
  { name: '/create-widget', path: `/create-widget?login-token=${DEMO_TOKEN}`, score: 90 },
  { name: '/webpage-audit', path: '/webpage-audit', prerendered: true },
  { name: '/advance-audit-page', path: '/advance-audit-page', prerendered: true },
  { name: '/advance-webpage-audit', path: '/advance-webpage-audit', prerendered: true },
];
export const LIGHTHOUSE_BUDGETS = { seo: 100, lcp: 1500, prerenderedLcp: 1000, cls: 0.05 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Starts `npm run demo:api` on API_PORT and resolves once it listens. */
export function startDemoApi() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/demo-api.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(API_PORT) },
    });
    const timer = setTimeout(() => reject(new Error('demo API did not start in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`demo API exited with ${code}`)));
  });
}

/**
 * What the simulated LCP of the run just made waited for: Lighthouse estimates it by replaying every request that
 * finished before the page's largest paint, on its slow network (6 connections per origin, 150 ms round trips,
 * 1.6 Mbps), with the main-thread tasks that started them. The requests in that graph, their bytes, and the one that
 * finished last say what bounds it.
 */
function lcpGraph(Lantern) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('optimisticLargestContentfulPaint');
  if (!timings) return undefined;
  const requests = [...timings].filter(([node]) => node.type === 'network' && node.request.requestMethod !== 'OPTIONS');
  const last = requests.reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a));
  return {
    requests: requests.length,
    kb: Math.round(requests.reduce((sum, [node]) => sum + node.request.transferSize, 0) / 1024),
    last: new URL(last[0].request.url).pathname,
  };
}

/** One run's figures: the performance score and metrics, and the SEO score with the audits it failed, as asked. */
function figures({ categories, audits }, Lantern) {
  const run = {};
  if (categories.performance)
    Object.assign(run, {
      score: Math.round((categories.performance.score ?? 0) * 100),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      fcp: Math.round(audits['first-contentful-paint'].numericValue),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      lcpGraph: lcpGraph(Lantern),
    });
  if (categories.seo) {
    run.seo = Math.round((categories.seo.score ?? 0) * 100);
    run.seoFailed = categories.seo.auditRefs
      .filter(({ id, weight }) => weight > 0 && audits[id].score !== null && audits[id].score < 1)
      .map(({ id }) => id);
  }
  return run;
}

export async function lighthouseFigures() {
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  // The API first: the build prerenders the pricing page with the plans it answers.
  const api = await startDemoApi();
  const code = await run(
    ['node_modules/vite/bin/vite.js', 'build', '--emptyOutDir', '--logLevel', 'warn', '--outDir', '.bench/dist-lh'],
    { VITE_API_URL: apiUrl },
  );
  if (code !== 0) {
    api.kill('SIGTERM');
    throw new Error(`production build for Lighthouse exited with ${code}`);
  }
  const servers = [];
  try {
    const out = [];
    servers.push(await serve(APP_PORT));
    for (const screen of LIGHTHOUSE_SCREENS) out.push(await measure(`http://127.0.0.1:${APP_PORT}`, screen));
    // The signed-in screens again over HTTP/2, as a production host serves them: reported beside, never judged.
    const https = selfSignedCertificate();
    if (https) {
      servers.push(await serve(H2_PORT, https));
      for (const screen of LIGHTHOUSE_SCREENS.filter((s) => !s.prerendered))
        out.push(
          await measure(
            `https://127.0.0.1:${H2_PORT}`,
            { name: `${screen.name} over HTTP/2`, path: screen.path, unjudged: true },
            ['--ignore-certificate-errors'],
          ),
        );
    }
    return out;
  } finally {
    // The API first: a preview server that waits on a kept-alive connection must not leave it running.
    api.kill('SIGTERM');
    for (const server of servers) {
      server.httpServer.closeAllConnections?.();
      await new Promise((resolve) => server.httpServer.close(resolve));
    }
  }
}

/** `vite preview` of the Lighthouse build on `port`; over HTTPS (and so HTTP/2) when given a key and certificate. */
async function serve(port, https) {
  const { preview } = await import('vite');
  return preview({
    root,
    logLevel: 'silent',
    build: { outDir: '.bench/dist-lh' },
    preview: { port, strictPort: true, host: '127.0.0.1', ...(https ? { https } : {}) },
  });
}

/** A throw-away key and certificate for 127.0.0.1 (openssl), or none when openssl is missing. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-h2-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse three times on one screen, in a Chromium of its own, with the median of each figure. */
async function measure(origin, screen, extraFlags = []) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags, ...extraFlags] });
  const categories = ['performance', ...(screen.prerendered ? ['seo'] : [])];
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${origin}${screen.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      runs.push(figures(result.lhr, Lantern));
    }
  } finally {
    await chrome.kill();
  }
  const mid = (key) => (runs[0][key] === undefined ? undefined : median(runs.map((r) => r[key])));
  const lcp = mid('lcp');
  return {
    name: screen.name,
    score: mid('score'),
    seo: mid('seo'),
    // The SEO audits a run failed (the first run's), so a score under 100 says what to fix.
    seoFailed: runs[0].seoFailed,
    tbt: mid('tbt'),
    fcp: mid('fcp'),
    lcp,
    // The median run's.
    lcpGraph: runs.find((r) => r.lcp === lcp)?.lcpGraph,
    lcpBudget: screen.prerendered ? LIGHTHOUSE_BUDGETS.prerenderedLcp : LIGHTHOUSE_BUDGETS.lcp,
    scoreBudget: screen.score,
    tbtBudget: screen.tbt,
    cls: mid('cls'),
    unjudged: screen.unjudged,
    runs,
  };
}

/** One line per screen, each figure against its budget; a figure over budget is marked OVER. */
export function printLighthouse(rows) {
  const b = LIGHTHOUSE_BUDGETS;
  console.log(
    `\nLighthouse mobile, median of ${RUNS} (budgets: score >= 95 on /, >= 90 signed in; TBT <= 200 ms on /; SEO ${b.seo} on a public page; LCP < ${b.lcp} ms or ≤ ${b.prerenderedLcp} ms on a prerendered page, CLS < ${b.cls})`,
  );
  for (const r of rows) {
    const mark = (ok) => (r.unjudged ? '' : ok ? 'ok' : 'OVER');
    // A figure without a budget of its own is printed, not judged.
    const against = (budget, ok) => (budget === undefined ? '' : `${mark(ok)} (${budget})`);
    const seo =
      r.seo === undefined ? ''.padEnd(12) : `SEO ${String(r.seo).padStart(3)} ${mark(r.seo >= b.seo).padEnd(4)}`;
    const performance = `TBT ${String(r.tbt).padStart(5)} ms ${against(r.tbtBudget, r.tbt <= r.tbtBudget).padEnd(10)}  FCP ${String(r.fcp).padStart(5)} ms  LCP ${String(r.lcp).padStart(5)} ms ${mark(r.lcp <= r.lcpBudget).padEnd(4)}  CLS ${r.cls} ${mark(r.cls < b.cls)}${r.seoFailed?.length ? `  SEO failed: ${r.seoFailed.join(', ')}` : ''}`;
    const score = `score ${String(r.score).padStart(3)} ${against(r.scoreBudget, r.score >= r.scoreBudget).padEnd(9)}`;
    console.log(`  ${r.name.padEnd(30)} ${score}  ${seo}  ${performance}`);
    if (r.lcpGraph)
      console.log(
        `  ${''.padEnd(30)} the LCP waited for ${r.lcpGraph.requests} requests, ${r.lcpGraph.kb} KB; the last to finish: ${r.lcpGraph.last}`,
      );
  }
}
