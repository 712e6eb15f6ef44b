/**
 * What another session saved, with what was typed here laid over it (a save that got 409): every key whose typed
 * value differs from the `base` this form started from keeps the typed value, every other key takes the latest.
 * Keys of one `group` travel together (a theme's type, id and code): one typed key brings the whole group.
 */
export function typedOverLatest<T extends object>(
  base: T,
  typed: T,
  latest: T,
  groups: readonly (readonly (keyof T)[])[] = [],
): T {
  const changed = (key: keyof T) => JSON.stringify(typed[key]) !== JSON.stringify(base[key]);
  const merged = { ...latest };
  for (const key of Object.keys({ ...latest, ...typed }) as (keyof T)[]) {
    const group = groups.find((keys) => keys.includes(key)) ?? [key];
    if (group.some(changed)) merged[key] = typed[key];
  }
  return merged;
}

/** A list merged three ways: theirs, less what was removed here since `base`, with what was added here. */
export function listOverLatest<T>(base: readonly T[], typed: readonly T[], latest: readonly T[]): T[] {
  const removed = base.filter((item) => !typed.includes(item));
  const added = typed.filter((item) => !base.includes(item) && !latest.includes(item));
  return [...latest.filter((item) => !removed.includes(item)), ...added];
}
