export { useFormat as useFormats, type Formats } from '@/i18n/use-format';
