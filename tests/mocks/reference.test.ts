// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRIES, languagesOf } from '../../src/mocks/reference';

/** The demo backend's country table: the country list and each country's search languages come from one row. */
describe('demo reference lists', () => {
  it('lists the 13 countries as the contract shapes them (id, name, code only)', () => {
    expect(COUNTRIES).toHaveLength(13);
    expect(COUNTRIES[0]).toStrictEqual({ id: 1, name: 'United States', code: 'us' });
    expect(COUNTRIES[12]).toStrictEqual({ id: 13, name: 'United Kingdom', code: 'gb' });
  });

  it("offers a country's search languages, the main one first", () => {
    expect(languagesOf(1)).toEqual([
      { id: 1, name: 'English', code: 'en' },
      { id: 5, name: 'Spanish', code: 'es' },
    ]);
    expect(languagesOf(8)).toEqual([
      { id: 8, name: 'Greek', code: 'el' },
      { id: 1, name: 'English', code: 'en' },
    ]);
    expect(languagesOf(13)).toEqual([{ id: 1, name: 'English', code: 'en' }]);
    expect(languagesOf(14)).toBeUndefined();
  });
});
