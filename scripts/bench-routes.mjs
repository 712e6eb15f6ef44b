/**
 * Screens whose first render `npm run bench` times on the demo build (median of 5 cold loads,
 * signed in as the demo user, each in a fresh browser context).
 *
 * Each entry: { name, path, ready } where `ready` is a Playwright selector meaning "rendered":
 * CSS ('main h1') or a role selector ('role=heading[name="Widgets"]'). Later issues append here.
 *
 * @type {{ name: string, path: string, ready: string }[]}
 */
export const BENCH_ROUTES = [
  { name: 'home', path: '/', ready: 'main h1' },
  { name: 'widget editor', path: '/create-widget', ready: 'main h1' },
  { name: 'widget list', path: '/widget-list', ready: 'main h1' },
  { name: 'widget list (rows)', path: '/widget-list', ready: 'role=table[name="Widgets"] >> role=link >> nth=0' },
  { name: 'deleted widget list', path: '/deleted-widget-list', ready: 'main h1' },
  {
    name: 'deleted widget list (rows)',
    path: '/deleted-widget-list',
    ready: 'role=table[name="Deleted widgets"] >> role=row >> nth=1',
  },
  { name: 'site list', path: '/admin-site-list', ready: 'role=table[name="Ungrouped projects"] >> role=row >> nth=1' },
  {
    name: 'keyword ranking (table rows)',
    path: '/keyword-ranking/3/4/',
    ready: 'role=table[name=/^Keyword positions/] >> role=row >> nth=1',
  },
  // The large seed (`?demo-seed=large` reseeds on every load, so these include building the data set).
  {
    name: 'site list, 1,000 projects (large seed)',
    path: '/admin-site-list?demo-seed=large',
    ready: 'role=table[name="Ungrouped projects"] >> role=row >> nth=1',
  },
  {
    name: 'keyword ranking, 5,000 × 30 (large seed)',
    path: '/keyword-ranking/7/11/?demo-seed=large',
    ready: 'role=table[name=/^Keyword positions/] >> role=row >> nth=1',
  },
];

/** What "the first signed-in screen is rendered" means for the sign-in timing. */
export const SIGNED_IN_READY = 'main h1';
