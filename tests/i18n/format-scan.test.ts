import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 27: one way to format. Only `src/i18n/format.ts` builds an `Intl` object or picks a date or number
 * format; everything else asks it (`useFormat()` / `formatsFor()`). This scans the source of the app, the demo
 * backend and the machines for the ways around it.
 */
const ROOT = join(__dirname, '..', '..');
const THE_MODULE = 'src/i18n/format.ts';

const RULES: [string, RegExp][] = [
  [
    'an Intl constructor',
    /\bIntl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat|DisplayNames|Collator|PluralRules|ListFormat|Segmenter|DurationFormat|Locale)\s*\(/,
  ],
  ['toLocale…String()', /\.toLocale(?:Date|Time)?String\s*\(/],
  ['toFixed()', /\.toFixed\s*\(/],
  [
    'a hand-picked date format',
    /\b(?:dateStyle|timeStyle)\s*:|\bmonth\s*:\s*['"](?:short|long|narrow|numeric|2-digit)['"]/,
  ],
  ['a hard-coded month name', /['"`](?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)['"`]/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** Every line of `text` that breaks a rule, as "rule: line". */
function formatViolations(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => RULES.filter(([, pattern]) => pattern.test(line)).map(([rule]) => `${rule}: ${line.trim()}`));
}

describe('one formatting module', () => {
  it('finds each way around the module in a sample', () => {
    expect(formatViolations("const d = new Intl.DateTimeFormat('de');")).toEqual([
      "an Intl constructor: const d = new Intl.DateTimeFormat('de');",
    ]);
    expect(formatViolations('x.toLocaleString(locale); y.toFixed(2);')).toHaveLength(2);
    expect(formatViolations("format(d, { month: 'short', day: 'numeric' })")).toHaveLength(1);
    expect(formatViolations("const months = ['Jan', 'Feb'];")).toHaveLength(1);
    expect(formatViolations('const options: Intl.DateTimeFormatOptions = {};')).toEqual([]);
  });

  it('is the only file of src/ and machines/ that builds an Intl format or picks a date or number format', () => {
    const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'machines'))];
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => path !== THE_MODULE)
      .flatMap((path) => formatViolations(readFileSync(join(ROOT, path), 'utf8')).map((hit) => `${path}: ${hit}`));
    expect(found).toEqual([]);
  });
});
