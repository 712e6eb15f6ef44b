import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LANGS = ['en', 'da', 'de', 'el', 'es', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sv'];
type Tree = { [key: string]: string | Tree };
const read = (lang: string, file: string): Tree =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../src/i18n/locales', lang, `${file}.json`), 'utf8')) as Tree;
const at = (tree: Tree, key: string): string => {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`missing ${key}`);
  return value;
};

describe('one voice for the same message, in every language', () => {
  it.each(LANGS)(
    '%s: "required" reads the same in the editor, the preview and the support drawer, as a sentence',
    (lang) => {
      const required = at(read(lang, 'common'), 'common.required');
      expect(required).toMatch(/^\p{Lu}.*\.$/u);
      expect(at(read(lang, 'widget-list'), 'widgetPreview.required')).toBe(required);
      const shell = read(lang, 'shell');
      for (const key of ['email_required', 'subject_required', 'message_required']) {
        const support = shell.support as Tree;
        const errors = (typeof support.errors === 'object' ? support.errors : support) as Tree;
        expect(at(errors, key)).toBe(required);
      }
    },
  );

  it.each(LANGS)('%s: the delete alerts are sentences', (lang) => {
    const common = read(lang, 'common');
    for (const key of ['alert_messages.deleted_success', 'alert_messages.deleted_failed']) {
      expect(at(common, key)).toMatch(/^\p{Lu}.*\.$/u);
    }
  });

  it.each(LANGS)('%s: the footer says the same as in English (copyright, name, all rights reserved)', (lang) => {
    expect(at(read(lang, 'shell'), 'footer.copyright')).toMatch(/^© \{\{year\}\} RankPilot\. \S.+\.$/u);
  });

  it('English signs in and signs out in one voice', () => {
    expect(at(read('en', 'shell'), 'header.logout')).toBe('Sign out');
    expect(at(read('en', 'auth'), 'auth.logged_out')).toBe('You have signed out.');
    expect(at(read('en', 'shell'), 'pages.login')).toBe('Sign in');
  });
});
