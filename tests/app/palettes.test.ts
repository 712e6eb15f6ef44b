import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/app/theme';

/** Chakra's own palettes: the app's theme keeps those a screen names and leaves the rest out. */
const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sources(file);
    // The theme file names the palettes it leaves out.
    return /\.tsx?$/.test(entry.name) && entry.name !== 'chakra-default-theme.ts' ? [file] : [];
  });
const code = sources(path.resolve(__dirname, '../../src'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Named as a colour palette (`colorPalette="red"`, a `'red'` chosen in code) or a token (`red.fg`, `red.700`). */
const named = (palette: string) =>
  new RegExp(`['"\`]${palette}['"\`]|\\b${palette}\\.(\\d{2,3}|[a-zA-Z]+)\\b`).test(code);

describe('the palettes the app builds', () => {
  const system = getSystem();

  it('has every palette a screen names, shades and semantic tokens', () => {
    const used = CHAKRA_PALETTES.filter(named);
    expect(used).toEqual(['gray', 'red', 'orange', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink']);
    for (const palette of used) {
      expect(system.token(`colors.${palette}.500`), `${palette}.500`).toBeDefined();
      expect(system.token(`colors.${palette}.fg`), `${palette}.fg`).toBeDefined();
    }
  });

  it('leaves out the one no screen names', () => {
    expect(system.token('colors.yellow.500')).toBeUndefined();
    expect(system.token('colors.yellow.fg')).toBeUndefined();
    expect(system.token('colors.brand.solid')).toBeDefined();
  });
});
