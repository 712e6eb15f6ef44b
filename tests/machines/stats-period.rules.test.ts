import { describe, expect, it } from 'vitest';
import { periodProblem } from '../../machines/widgets/stats/stats-period.rules';

describe('the chosen period of a widget’s figures', () => {
  it.each([
    ['2026-11-01', '2026-11-17', null],
    ['2026-11-17', '2026-11-17', null],
    ['2025-11-17', '2026-11-17', null], // 366 days, today included
    ['2025-11-16', '2026-11-17', 'too_long'],
    ['', '2026-11-17', 'required'],
    ['2026-11-01', '17.11.2026', 'required'],
    ['2026-02-29', '2026-03-01', 'required'], // 2026 has no 29 February
    ['2026-11-10', '2026-11-01', 'order'],
    ['2026-11-10', '2026-11-18', 'future'],
  ])('%s to %s → %s (today 2026-11-17)', (from, to, problem) => {
    expect(periodProblem(from, to, '2026-11-17')).toBe(problem);
  });
});
