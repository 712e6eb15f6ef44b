import type { Db, DbWidget } from '@/mocks/model';
import type { S } from '@/mocks/types';
import { dailyFigures, dayOf, rootOf, totalsOf } from '@/mocks/widget-figures';
import { demoToday } from '@/mocks/seed';
import { MAX_VARIANTS, SPLIT_LABELS, WEIGHT } from '@machines/widgets/split/split.rules';

/*
 * Split tests (issue 47): a variant is a widget of its own (edited like any), marked as a variant of the widget whose
 * embed code carries it. It is in no widget list and no quota; its views and leads are stored as its widget's, marked
 * with the variant, so the widget's figures hold the whole test and each variant's are its own share.
 */

type Label = (typeof SPLIT_LABELS)[number];

/** The widget's variants still in its test, in the order they were made. */
export const variantsOf = (db: Db, root: DbWidget): DbWidget[] =>
  db.widgets.filter((widget) => widget.variant?.of === root.id && widget.status === 'active');

const placeOf = (widget: DbWidget) => widget.split ?? { weight: WEIGHT.start, paused: false };
const labelOf = (widget: DbWidget): Label => widget.variant?.label ?? 'A';

/** The test's members: the original first, then its variants. */
export const membersOf = (db: Db, root: DbWidget): DbWidget[] => [root, ...variantsOf(db, root)];

/** The next free letter, or null when the test is full. */
export function nextLabel(db: Db, root: DbWidget): Exclude<Label, 'A'> | null {
  const used = new Set(variantsOf(db, root).map(labelOf));
  const free = SPLIT_LABELS.slice(1).find((label): label is Exclude<Label, 'A'> => !used.has(label));
  return membersOf(db, root).length < MAX_VARIANTS && free ? free : null;
}

/** A copy of `source` (the widget or one of its variants) as the widget's next variant, weighted as the original. */
export function makeVariant(
  root: DbWidget,
  source: DbWidget,
  id: number,
  label: Exclude<Label, 'A'>,
  at: string,
): DbWidget {
  const { sites: _sites, version: _version, ...form } = structuredClone(source);
  return {
    ...form,
    id,
    name: `${root.name} (${label})`,
    variant: { of: root.id, label },
    split: { weight: placeOf(root).weight, paused: false },
    status: 'active',
    created_at: at,
    updated_at: at,
  };
}

/** The test as the widget's page shows it: every member's share and its figures since the newest variant joined. */
export function splitTest(db: Db, widget: DbWidget): S['SplitTest'] {
  const root = rootOf(widget);
  const members = membersOf(db, root);
  const since =
    members.length > 1
      ? (members
          .map((member) => member.created_at)
          .sort()
          .at(-1) ?? null)
      : null;
  const from = since ? dayOf(since) : dayOf(demoToday());
  const to = dayOf(demoToday());
  return {
    widget_id: root.id,
    since,
    variants: members.map((member) => ({
      id: member.id,
      label: labelOf(member),
      name: member.name,
      ...placeOf(member),
      ...totalsOf(dailyFigures(member, from, to, true)),
    })),
  };
}

/** What the embed script splits between: the members in the split, when the widget has variants. */
export function publicSplit(db: Db, root: DbWidget): S['PublicSplit'] | undefined {
  const members = membersOf(db, root);
  if (members.length < 2) return undefined;
  return {
    variants: members
      .filter((member) => !placeOf(member).paused)
      .map((member) => ({ id: member.id, weight: placeOf(member).weight })),
  };
}

/** Pauses, resumes or weighs one member; the words of the broken rule, or null when done. */
export function changeMember(
  db: Db,
  root: DbWidget,
  change: { variant_id: number; weight?: number; paused?: boolean },
): string | null {
  const members = membersOf(db, root);
  const member = members.find((item) => item.id === change.variant_id);
  if (!member || members.length < 2) return 'This widget has no such variant.';
  const next = { ...placeOf(member), ...change };
  if (!Number.isInteger(next.weight) || next.weight < WEIGHT.min || next.weight > WEIGHT.max)
    return `A weight is a whole number from ${WEIGHT.min} to ${WEIGHT.max}.`;
  if (next.paused && members.every((item) => item === member || placeOf(item).paused))
    return 'At least one variant stays in the test.';
  member.split = { weight: next.weight, paused: next.paused };
  return null;
}

/** Ends the test: the winner's form and styles become the widget's; the other variants end. */
export function endTest(db: Db, root: DbWidget, winner: DbWidget, at: string): void {
  if (winner !== root) {
    const {
      id: _id,
      name: _n,
      variant: _v,
      split: _s,
      status: _st,
      created_at: _c,
      updated_at: _u,
      version: _ve,
      sites: _si,
      user_id: _o,
      ...form
    } = winner;
    Object.assign(root, structuredClone(form));
  }
  delete root.split;
  for (const variant of variantsOf(db, root)) Object.assign(variant, { status: 'deleted', updated_at: at });
}
