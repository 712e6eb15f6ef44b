import { useDateFormat } from './use-date-format';

/** A list cell's date (medium, in the interface language); nothing for an unreadable one. */
export function DateCell({ iso }: { iso: string }) {
  const format = useDateFormat();
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : <time dateTime={iso}>{format(iso)}</time>;
}
