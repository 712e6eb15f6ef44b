import { describe, expect, it } from 'vitest';
import {
  againstOriginal,
  confidence,
  normalCdf,
  pickVariant,
  sharesOf,
  splitVerdict,
  weightProblem,
} from '../../machines/widgets/split/split.rules';

describe('split test rules (issue 47)', () => {
  it('the normal distribution function matches the printed table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1.645)).toBeCloseTo(0.05, 4);
  });

  it('two-proportion z-test: 200 of 1,000 against 250 of 1,000 is z = 2.677, p = 0.0074 (worked by hand)', () => {
    // pooled p = 450 / 2000 = 0.225; SE = sqrt(0.225 × 0.775 × (1/1000 + 1/1000)) = 0.018675; z = 0.05 / SE.
    expect(confidence({ views: 1000, leads: 200 }, { views: 1000, leads: 250 })).toBeCloseTo(0.9926, 3);
    // The same rates give the same confidence either way round; equal rates none.
    expect(confidence({ views: 1000, leads: 250 }, { views: 1000, leads: 200 })).toBeCloseTo(0.9926, 3);
    expect(confidence({ views: 500, leads: 10 }, { views: 1000, leads: 20 })).toBeCloseTo(0, 6);
    // Nothing converted: nothing to tell apart.
    expect(confidence({ views: 300, leads: 0 }, { views: 300, leads: 0 })).toBe(0);
  });

  it('says nothing before each version has 100 views, and how many more the furthest behind needs', () => {
    expect(splitVerdict([{ id: 1, views: 47, leads: 0 }])).toEqual({ kind: 'single' });
    expect(
      splitVerdict([
        { id: 1, views: 47, leads: 0 },
        { id: 2, views: 160, leads: 9 },
      ]),
    ).toEqual({ kind: 'too_early', needed: 53 });
    expect(againstOriginal({ views: 99, leads: 1 }, { views: 500, leads: 9 })).toBeNull();
  });

  it('names the best version as leader only when 95% sure against the next best', () => {
    const leader = splitVerdict([
      { id: 1, views: 1000, leads: 200 },
      { id: 2, views: 1000, leads: 250 },
      { id: 3, views: 1000, leads: 190 },
    ]);
    expect(leader).toMatchObject({ kind: 'leader', id: 2 });
    const close = splitVerdict([
      { id: 1, views: 1000, leads: 200 },
      { id: 2, views: 1000, leads: 210 },
    ]);
    expect(close.kind).toBe('undecided');
    expect(againstOriginal({ views: 1000, leads: 200 }, { views: 1000, leads: 250 })?.lift).toBeCloseTo(0.25, 6);
    expect(againstOriginal({ views: 1000, leads: 0 }, { views: 1000, leads: 5 })?.lift).toBeNull();
  });

  it('shares follow the weights of the versions in the split', () => {
    expect(
      sharesOf([
        { weight: 50, paused: false },
        { weight: 25, paused: false },
        { weight: 80, paused: true },
      ]),
    ).toEqual([2 / 3, 1 / 3, 0]);
  });

  it('a visitor keeps the version they saw while it is in the split; otherwise one is picked by weight', () => {
    const split = [
      { id: 2, weight: 30 },
      { id: 10, weight: 70 },
    ];
    expect(pickVariant(split, 2, 0.99)).toBe(2);
    expect(pickVariant(split, 11, 0)).toBe(2);
    expect(pickVariant(split, null, 0.29)).toBe(2);
    expect(pickVariant(split, null, 0.3)).toBe(10);
    expect(pickVariant(split, null, 0.999)).toBe(10);
    expect(pickVariant([], null, 0.5)).toBeNull();
  });

  it('a weight is a whole number from 1 to 100', () => {
    expect(['', ' '].map(weightProblem)).toEqual(['required', 'required']);
    expect(['0', '101', '2.5', 'ten', '-3'].map(weightProblem)).toEqual(['range', 'range', 'range', 'range', 'range']);
    expect(['1', '100', ' 40 '].map(weightProblem)).toEqual([null, null, null]);
  });
});
