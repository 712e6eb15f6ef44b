import { useFormat } from '@/i18n/use-format';

/** A medium date of an ISO day or timestamp in the interface language (`src/i18n/format.ts`). */
export function useDateFormat(): (iso: string) => string {
  return useFormat().date;
}

/** Date and time of an ISO timestamp in the interface language; '' for none or an unreadable one. */
export function useDateTimeFormat(): (iso: string | null) => string {
  const { dateTime } = useFormat();
  return (iso) => (iso ? dateTime(iso) : '');
}
