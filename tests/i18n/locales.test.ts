import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/api/session';
import { english, type Messages } from '../../src/i18n/catalog';

const LOCALES = path.resolve(__dirname, '../../src/i18n/locales');
const read = (lang: string, file: string): Messages =>
  JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')) as Messages;
const areaFiles = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** Words that stay the same in every language (names, acronyms). */
const SAME_EVERYWHERE =
  /^(RankPilot|Google|PayPal|paypro|Paypro|Webhook|webhook|Mailchimp|Sendinblue|Constant Contact|WordPress|Google Tag Manager|SEO|URL|HTTP|HTML|CSS|SMTP|TLS|API|OK|px|E-mail|Email|e-mail|Logo|Demo|Token|Popup|Slim|Takeover|Fixed|Top \d+|#\d+|[^A-Za-zÀ-ž]*)$/;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const isPlural = (key: string) => PLURAL.test(key);
const pluralBase = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  const englishKeys = flatten(english);

  it('area files own disjoint top-level keys', () => {
    const owners = new Map<string, string>();
    for (const file of areaFiles) {
      for (const key of Object.keys(read('en', file))) {
        expect(owners.get(key), `${key} is defined in ${owners.get(key)} and ${file}`).toBeUndefined();
        owners.set(key, file);
      }
    }
  });

  describe.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s', (lang) => {
    const dir = path.join(LOCALES, lang);
    const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
    const translated = flatten(Object.assign({}, ...files.sort().map((file) => read(lang, file))) as Messages);

    it('has every English key, and no other', () => {
      expect([...englishKeys.keys()].filter((key) => !translated.has(key) && !isPlural(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !englishKeys.has(key) && !isPlural(key))).toEqual([]);
    });

    it('has every plural form the language needs (i18next picks them by Intl.PluralRules)', () => {
      const bases = new Set([...englishKeys.keys()].filter(isPlural).map(pluralBase));
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const missing = [...bases]
        .flatMap((base) => needed.map((form) => `${base}_${form}`))
        .filter((key) => !translated.has(key));
      const stray = [...translated.keys()].filter((key) => isPlural(key) && !bases.has(pluralBase(key)));
      expect(missing).toEqual([]);
      expect(stray).toEqual([]);
    });

    it('is really translated (not English copies) and keeps every {{placeholder}}', () => {
      const copies: string[] = [];
      const broken: string[] = [];
      for (const [key, source] of englishKeys) {
        const text = translated.get(key);
        if (text === undefined) continue;
        if (text === source && !SAME_EVERYWHERE.test(source)) copies.push(key);
        if (placeholders(text).join() !== placeholders(source).join()) broken.push(key);
      }
      expect(copies).toEqual([]);
      expect(broken).toEqual([]);
    });
  });
});

describe('keys used in the code exist in English', () => {
  const roots = ['src', 'machines'].map((dir) => path.resolve(__dirname, '../..', dir));
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'mocks') walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) sources.push(full);
    }
  };
  roots.forEach(walk);
  const englishKeys = flatten(english);
  const namespaces = new Set(Object.keys(english));

  it('every string literal shaped like a key of a known namespace resolves', () => {
    const missing: string[] = [];
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      // A key-shaped literal, but not an event name (`type: 'x.y'`, `'x.y':` keys) nor a host name.
      for (const match of code.matchAll(/(type:\s*)?['"`]([a-zA-Z_]+(?:\.[\w-]+)+)['"`](\s*:)?/g)) {
        const key = match[2]!;
        if (match[1] || match[3] || /\.(io|com|net|org)$/.test(key)) continue;
        if (!namespaces.has(key.split('.')[0]!)) continue;
        const isBranch = [...englishKeys.keys()].some(
          (known) => known.startsWith(`${key}.`) || pluralBase(known) === key,
        );
        if (!englishKeys.has(key) && !isBranch) missing.push(`${path.relative(process.cwd(), file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
