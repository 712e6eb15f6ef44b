import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/api/session';
import { ANSWER_KEYS, AUDIT_CATEGORY_KEYS, AUDIT_CHECK_IDS, CONTENT, CRAWL_ISSUE_CODES } from '../../src/mocks/content';

/**
 * Issue 27: the demo backend's own texts (src/mocks/content/) are complete in all 12 languages, key by key, with
 * the English placeholders, and really translated: a text equal to the English one is allowed only where the word
 * is the same in that language (listed here).
 */
const SAME_AS_ENGLISH = new Set([
  'da report.score_label',
  'nl report.score_label',
  'fr report.score_label',
  'fr report.date',
  'es report.error',
  'da audit.categories.links',
  'de audit.categories.links',
  'nl audit.categories.links',
  'de audit.checks.backlinks.title',
  'nl audit.checks.backlinks.title',
]);
/** Names every language writes the English way: the protocol, and the trade's own word for on-page checks. */
const SAME_EVERYWHERE = new Set(['audit.checks.https.title', 'audit.categories.onpage']);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the demo backend content catalogue', () => {
  const english = new Map(leaves(CONTENT.en as unknown as Tree));

  it('has one file per interface language', () => {
    expect(Object.keys(CONTENT).sort()).toEqual([...LANGUAGES].sort());
  });

  it('describes every crawl issue the crawler reports', () => {
    expect(Object.keys(CONTENT.en!.crawlIssues).sort()).toEqual([...CRAWL_ISSUE_CODES].sort());
  });

  it('names every page-audit category (and the two only seeded reports use) and describes every check', () => {
    expect(Object.keys(CONTENT.en!.audit.categories).sort()).toEqual(
      [...AUDIT_CATEGORY_KEYS, 'onpage_seo', 'performance'].sort(),
    );
    expect(Object.keys(CONTENT.en!.audit.checks).sort()).toEqual([...AUDIT_CHECK_IDS].sort());
  });

  it('words every write answer, and each one is said by a handler instead of an English literal', () => {
    expect(Object.keys(CONTENT.en!.answers).sort()).toEqual([...ANSWER_KEYS].sort());
    const folder = 'src/mocks/handlers';
    const handlers = readdirSync(folder)
      .filter((file) => file.endsWith('.handlers.ts'))
      .map((file) => readFileSync(`${folder}/${file}`, 'utf8'))
      .join('\n');
    for (const key of ANSWER_KEYS) expect(handlers, key).toContain(`'${key}'`);
    const literals = [...handlers.matchAll(/response\(2\d\d\)\.json\(\{[^}]*message: ['`]/g)];
    expect(literals.map((match) => match[0])).toEqual([]);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has every text, translated, with its placeholders', (lang) => {
    const texts = new Map(leaves(CONTENT[lang] as unknown as Tree));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      const source = english.get(key) ?? '';
      expect(text.trim(), `${lang} ${key} is empty`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(source));
      if (!SAME_AS_ENGLISH.has(`${lang} ${key}`) && !SAME_EVERYWHERE.has(key))
        expect(text, `${lang} ${key} is the English text`).not.toBe(source);
    }
  });
});
