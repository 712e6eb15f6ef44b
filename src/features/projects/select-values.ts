/** Selects over optional ids (engines, countries, groups): the empty value stands for none. */
export const idValue = (id: number | null | undefined): string => (id === null || id === undefined ? '' : String(id));
export const toId = (value: string): number | null => (value === '' ? null : Number(value));

/** Named items as select options. */
export const idOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** Keyword groups as select options. */
export const groupOptions = (groups: readonly { group_id: number; group_name: string }[]) =>
  groups.map((group) => ({ value: String(group.group_id), label: group.group_name }));
