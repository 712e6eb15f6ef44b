import { int, mulberry32, pick } from './prng';
import { daysFromRef } from './seed';
import type { Db, DbProject } from './model';

/** Size of the large demo data set (`?demo-seed=large`, the bench): the scale the dashboard and ranking table must handle. */
export const LARGE_PROJECTS = 1_000;
export const LARGE_KEYWORDS = 5_000;
export const LARGE_PROJECT_TITLE = 'Mega Store';

const WORDS = [
  'alpha',
  'bright',
  'coastal',
  'delta',
  'ember',
  'forest',
  'granite',
  'harbor',
  'indigo',
  'jade',
  'kettle',
  'lunar',
  'maple',
  'nova',
  'orchid',
  'pixel',
  'quartz',
  'river',
  'summit',
  'tulip',
];
const TRADES = ['plumbing', 'bakery', 'dental', 'florist', 'bikes', 'coffee', 'legal', 'fitness', 'travel', 'books'];
const TERMS = [
  'buy',
  'cheap',
  'best',
  'review',
  'near me',
  'price',
  'online',
  'sale',
  'compare',
  'delivery',
  'used',
  'new',
];
const ITEMS = [
  'shoes',
  'jacket',
  'laptop',
  'phone case',
  'headphones',
  'desk lamp',
  'backpack',
  'watch',
  'sofa',
  'kettle',
  'blender',
  'camera',
  'tent',
  'bicycle',
  'mattress',
  'rug',
  'mirror',
  'printer',
  'monitor',
  'chair',
];
const BIG_COMPETITORS = ['megamart.example.com', 'shopzilla.example.net', 'bargain-hub.example.org'];

/**
 * Adds to the default seed, for the demo user: projects up to LARGE_PROJECTS (one engine, a few
 * keywords each) and one project with LARGE_KEYWORDS keywords and three competitors. Deterministic
 * (a fixed PRNG) and quick: rank histories stay derived, nothing per date is stored.
 */
export function extendWithLargeData(db: Db): Db {
  const rng = mulberry32(5_000_1000);
  const next = db.nextId;
  let projectId = next.project ?? 100;
  let seId = next.searchEngine ?? 100;
  let keyId = next.keyword ?? 1000;
  let kgId = next.keywordGroup ?? 100;
  const owned = db.projects.filter((project) => project.user_id === 1).length;
  const engine = (competitors: string[]): DbProject['search_engines'][number] => ({
    se_id: seId++,
    searce_engine: 1,
    se_country: 2,
    se_language: 1,
    se_location: 201,
    competetor: competitors,
  });

  const bigId = projectId++;
  db.projects.push({
    id: bigId,
    user_id: 1,
    title: LARGE_PROJECT_TITLE,
    url: 'https://www.megastore.example.com',
    domain_type: 'domain',
    group: null,
    created_at: daysFromRef(-300),
    last_rank_update: daysFromRef(0),
    search_engines: [engine([...BIG_COMPETITORS]), engine([BIG_COMPETITORS[0] ?? ''])],
  });
  const groups = ['Brand', 'Products', 'Local', 'Seasonal'].map((group_name) => ({
    group_id: kgId++,
    group_name,
    project_id: bigId,
  }));
  db.keywordGroups.push(...groups);
  for (let n = 0; n < LARGE_KEYWORDS; n++) {
    const keyword = `${pick(rng, ITEMS)} ${pick(rng, TERMS)} ${n + 1}`;
    const roll = rng();
    db.keywords.push({
      key_id: keyId++,
      project_id: bigId,
      keyword,
      group_id: roll < 0.7 ? pick(rng, groups).group_id : null,
      active: true,
      base: roll < 0.1 ? int(rng, 1, 5) : roll < 0.8 ? int(rng, 3, 60) : int(rng, 60, 140),
    });
  }

  for (let n = owned + 1; n < LARGE_PROJECTS; n++) {
    const id = projectId++;
    const name = `${pick(rng, WORDS)} ${pick(rng, TRADES)}`;
    const title = `${name.replace(/\b\w/g, (c) => c.toUpperCase())} ${n}`;
    db.projects.push({
      id,
      user_id: 1,
      title,
      url: `https://${name.replace(/ /g, '-')}-${n}.example.com`,
      domain_type: 'domain',
      group: null,
      created_at: daysFromRef(-int(rng, 1, 400)),
      last_rank_update: daysFromRef(0),
      search_engines: [engine([pick(rng, BIG_COMPETITORS)])],
    });
    for (let k = 0; k < 3; k++) {
      db.keywords.push({
        key_id: keyId++,
        project_id: id,
        keyword: `${name} ${pick(rng, TERMS)} ${k}`,
        group_id: null,
        active: true,
        base: int(rng, 1, 90),
      });
    }
  }

  const demo = db.users.find((user) => user.id === 1);
  if (demo) demo.project_total = LARGE_PROJECTS * 2;
  db.nextId = { ...next, project: projectId, searchEngine: seId, keyword: keyId, keywordGroup: kgId };
  return db;
}
