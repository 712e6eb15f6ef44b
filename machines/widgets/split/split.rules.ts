import type { components } from '@contract/schema.gen';

/*
 * Split tests (issue 47), one rule for the widget's page, the embed script and the demo backend:
 * - a widget splits its visitors between its variants by weight (1–100; the paused ones left out);
 * - a visitor keeps the variant the embed script picked for them while it stays in the split;
 * - two variants are compared with the two-proportion z-test (pooled, two-sided) on views and leads, and only once
 *   each has MIN_VIEWS views; a difference counts as clear at CLEAR_CONFIDENCE.
 */

export type SplitTest = components['schemas']['SplitTest'];
export type SplitVariant = components['schemas']['SplitVariant'];
type Weighted = { id: number; weight: number };

export const SPLIT_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;
export const MAX_VARIANTS = SPLIT_LABELS.length;
export const WEIGHT = { min: 1, max: 100, start: 50 } as const;
/** Views each variant needs before the test says anything about the difference. */
export const MIN_VIEWS = 100;
/** How sure a difference must be to name a leader. */
export const CLEAR_CONFIDENCE = 0.95;

export type WeightProblem = 'required' | 'range';

/** A typed weight: a whole number from 1 to 100. */
export function weightProblem(text: string): WeightProblem | null {
  if (!text.trim()) return 'required';
  const weight = Number(text);
  return Number.isInteger(weight) && weight >= WEIGHT.min && weight <= WEIGHT.max ? null : 'range';
}

/** Each variant's share of the visitors, 0–1 (a paused one 0). */
export function sharesOf(variants: readonly Pick<SplitVariant, 'weight' | 'paused'>[]): number[] {
  const total = variants.reduce((sum, variant) => sum + (variant.paused ? 0 : variant.weight), 0);
  return variants.map((variant) => (variant.paused || total === 0 ? 0 : variant.weight / total));
}

/**
 * The variant a visitor sees: the one they were shown before while it is still in the split, else one picked by
 * weight with `random` (0 ≤ random < 1).
 */
export function pickVariant(variants: readonly Weighted[], remembered: number | null, random: number): number | null {
  if (remembered !== null && variants.some((variant) => variant.id === remembered)) return remembered;
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let left = random * total;
  for (const variant of variants) {
    left -= variant.weight;
    if (left < 0) return variant.id;
  }
  return variants.at(-1)?.id ?? null;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

type Figures = { views: number; leads: number };

/**
 * How sure it is that two conversion rates differ: 1 − the two-sided p-value of the pooled two-proportion z-test.
 * 0 when neither converted or both converted every view (nothing to tell apart).
 */
export function confidence(a: Figures, b: Figures): number {
  if (a.views === 0 || b.views === 0) return 0;
  const pooled = (a.leads + b.leads) / (a.views + b.views);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / a.views + 1 / b.views));
  if (spread === 0) return 0;
  const z = (b.leads / b.views - a.leads / a.views) / spread;
  return 1 - 2 * (1 - normalCdf(Math.abs(z)));
}

export const rateOf = ({ views, leads }: Figures): number => (views > 0 ? leads / views : 0);

export type SplitVerdict =
  | { kind: 'single' }
  /** Some variant has fewer than MIN_VIEWS views: `needed` more views for the one furthest behind. */
  | { kind: 'too_early'; needed: number }
  | { kind: 'leader'; id: number; confidence: number }
  | { kind: 'undecided'; confidence: number };

/**
 * What the test says so far: too early until every variant has MIN_VIEWS views; then the best converting variant
 * leads when it is CLEAR_CONFIDENCE sure against the next best, else it is undecided.
 */
export function splitVerdict(variants: readonly (Figures & { id: number })[]): SplitVerdict {
  if (variants.length < 2) return { kind: 'single' };
  const needed = Math.max(...variants.map((variant) => MIN_VIEWS - variant.views));
  if (needed > 0) return { kind: 'too_early', needed };
  const [best, next] = [...variants].sort((a, b) => rateOf(b) - rateOf(a));
  if (!best || !next) return { kind: 'single' };
  const sure = confidence(next, best);
  return sure >= CLEAR_CONFIDENCE
    ? { kind: 'leader', id: best.id, confidence: sure }
    : { kind: 'undecided', confidence: sure };
}

/** One variant against the original: its rate's change (a ratio, +0.25 for 25% better) and how sure, or null. */
export function againstOriginal(
  original: Figures,
  variant: Figures,
): { lift: number | null; confidence: number } | null {
  if (original.views < MIN_VIEWS || variant.views < MIN_VIEWS) return null;
  const base = rateOf(original);
  return { lift: base > 0 ? rateOf(variant) / base - 1 : null, confidence: confidence(original, variant) };
}
