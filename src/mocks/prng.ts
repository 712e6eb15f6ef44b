/** mulberry32: a tiny seeded PRNG, so the seed data is the same on every run. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = ReturnType<typeof mulberry32>;

export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A stable 32-bit hash of a few numbers (rank history is derived from it, not stored). */
export function hash(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h ^= part;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
