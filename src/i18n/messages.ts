/**
 * Translation texts live in `locales/<lang>/<area>.json`; each area file owns its own top-level keys
 * (`common`, `alert_messages`, `createWidget`, ...) and a language is the merge of its area files.
 */
export type Messages = { [key: string]: string | Messages };

export function mergeAreas(areas: Record<string, Messages>): Messages {
  return Object.assign(
    {},
    ...Object.keys(areas)
      .sort()
      .map((file) => areas[file]),
  ) as Messages;
}
