// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../src/mocks/content';

/**
 * One language speaks to the person in one way. German says "Sie" (formal) everywhere, Dutch says "je" (informal)
 * everywhere: a screen that says "Sie" in one sentence and "du" in the next reads as two different products. The
 * same holds for the demo backend's own texts (src/mocks/content/), which the person reads beside the interface's.
 */
const LOCALES = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));

type Tree = { [key: string]: string | Tree };

/** Every text of a language, as `file:key.path` → text. */
function textsOf(lang: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (tree: Tree, file: string, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') texts.set(`${file}:${path}`, value);
      else walk(value, file, path);
    }
  };
  const dir = `${LOCALES}${lang}/`;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    walk(JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Tree, file.replace(/\.json$/, ''), '');
  return texts;
}

/** Every text of the demo backend in a language, as `mocks/<lang>.ts:key.path` → text. */
function mockTextsOf(lang: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (tree: object, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') texts.set(`mocks/${lang}.ts:${path}`, value);
      else if (value !== null && typeof value === 'object') walk(value as object, path);
    }
  };
  walk(CONTENT[lang]!, '');
  return texts;
}

/** A whole word: letters on neither side (`\b` alone treats "ü" or "é" as a boundary). */
const wholeWord = (words: string[]) => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.join('|')})(?![\\p{L}\\p{N}_])`, 'u');

/** The texts that match, without their {{placeholders}} (a placeholder name is not a word the person reads). */
function offenders(lang: string, pattern: RegExp): string[] {
  return [...textsOf(lang)]
    .filter(([, text]) => pattern.test(text.replace(/{{[^}]*}}/g, '')))
    .map(([key, text]) => `${key}: ${text}`);
}

/** The demo backend's texts that match, without their {placeholders}. */
function mockOffenders(lang: string, pattern: RegExp): string[] {
  return [...mockTextsOf(lang)]
    .filter(([, text]) => pattern.test(text.replace(/{\w+}/g, '')))
    .map(([key, text]) => `${key}: ${text}`);
}

const report = (list: string[], what: string) =>
  `${list.length} text(s) ${what}:\n${list.map((line) => `  ${line}`).join('\n')}`;

/** German informal pronouns and possessives (the formal "Sie"/"Ihr" never match: "sie" and "ihr" are not in it). */
const GERMAN_INFORMAL = wholeWord([
  'du',
  'Du',
  'dich',
  'Dich',
  'dir',
  'Dir',
  'dein',
  'deine',
  'deinen',
  'deinem',
  'deiner',
  'deines',
  'Dein',
  'Deine',
  'Deinen',
  'Deinem',
  'Deiner',
  'Deines',
]);

/** Dutch formal pronoun and possessive. */
const DUTCH_FORMAL = wholeWord(['u', 'U', 'uw', 'Uw', 'UW']);

describe('each language speaks to the person in one voice', () => {
  it('German texts address the person as Sie, never du', () => {
    const found = offenders('de', GERMAN_INFORMAL);
    expect(found, report(found, 'say du/dein instead of Sie/Ihr')).toEqual([]);
  });

  it('Dutch texts address the person as je, never u', () => {
    const found = offenders('nl', DUTCH_FORMAL);
    expect(found, report(found, 'say u/uw instead of je/jouw')).toEqual([]);
  });

  it('the German demo backend texts address the person as Sie, never du', () => {
    const found = mockOffenders('de', GERMAN_INFORMAL);
    expect(found, report(found, 'say du/dein instead of Sie/Ihr')).toEqual([]);
  });

  it('the Dutch demo backend texts address the person as je, never u', () => {
    const found = mockOffenders('nl', DUTCH_FORMAL);
    expect(found, report(found, 'say u/uw instead of je/jouw')).toEqual([]);
  });

  it('the demo backend texts are all looked at, the e-mails included', () => {
    for (const lang of ['de', 'nl']) {
      const keys = [...mockTextsOf(lang).keys()];
      expect(keys).toContain(`mocks/${lang}.ts:answers.account_deleted`);
      expect(keys).toContain(`mocks/${lang}.ts:audit.checks.title_tag.fix`);
      expect(keys).toContain(`mocks/${lang}.ts:emailTexts.3.body`);
    }
  });

  it('a German du and a Dutch u are noticed, but not words that merely contain them', () => {
    expect(GERMAN_INFORMAL.test('Du hast keinen bezahlten Tarif.')).toBe(true);
    expect(GERMAN_INFORMAL.test('Danach wechselt dein Konto in den kostenlosen Tarif.')).toBe(true);
    expect(GERMAN_INFORMAL.test('Ihr {{plan}}-Tarif endet am {{date}}.')).toBe(false);
    expect(GERMAN_INFORMAL.test('Düsseldorf, Dubai, Produkt, Verzeichnisdir')).toBe(false);
    expect(DUTCH_FORMAL.test('Kies hoe u betaalt')).toBe(true);
    expect(DUTCH_FORMAL.test('Uw account is verwijderd.')).toBe(true);
    expect(DUTCH_FORMAL.test('Je account is verwijderd. Uur, duur, URL, één')).toBe(false);
  });
});
