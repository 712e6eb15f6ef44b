import { describe, expect, it } from 'vitest';
import { listOverLatest, typedOverLatest } from '../../machines/shared/typed-over-latest';

describe('typedOverLatest (issue 43: what was typed, over what another session saved)', () => {
  const base = { host: 'a.example', port: 25, tls: true, name: 'Base' };

  it('keeps each changed key, takes every other key from theirs', () => {
    const typed = { ...base, name: 'Mine' };
    const latest = { ...base, port: 587, name: 'Theirs' };
    expect(typedOverLatest(base, typed, latest)).toEqual({ host: 'a.example', port: 587, tls: true, name: 'Mine' });
  });

  it('brings a whole group when one of its keys was typed', () => {
    const typed = { ...base, host: 'b.example' };
    const latest = { ...base, port: 587, tls: false };
    expect(typedOverLatest(base, typed, latest, [['host', 'port', 'tls']])).toEqual(typed);
  });

  it('compares by value: a nested object typed back to what it was takes theirs', () => {
    const nested = { style: { color: 'red' } };
    expect(typedOverLatest(nested, { style: { color: 'red' } }, { style: { color: 'blue' } })).toEqual({
      style: { color: 'blue' },
    });
  });
});

describe('listOverLatest', () => {
  it('keeps their additions and removals, with what was added and removed here', () => {
    expect(listOverLatest(['a', 'b', 'c'], ['a', 'c', 'mine'], ['a', 'b', 'c', 'theirs'])).toEqual([
      'a',
      'c',
      'theirs',
      'mine',
    ]);
    expect(listOverLatest(['a'], ['a', 'both'], ['a', 'both'])).toEqual(['a', 'both']);
  });
});
