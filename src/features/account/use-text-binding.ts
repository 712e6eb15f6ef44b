import { useTranslation } from 'react-i18next';

/** The fields of a form's values that hold text. */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * Binds a `TextField` to one field of an account form: its value, its change handler and its error, a key
 * under `accountArea.errors`.
 */
export function useTextBinding<V>(
  values: V,
  errors: Partial<Record<string, string>>,
  edit: (field: TextKeys<V>) => (value: string) => void,
) {
  const { t } = useTranslation();
  return (field: TextKeys<V>) => {
    const error = errors[field];
    return {
      value: String(values[field]),
      onValueChange: edit(field),
      // Past a text limit the field itself says so (TextField's `limit`, the same rule as the guard).
      error: error && error !== 'too_long' ? t(`accountArea.errors.${error}`) : undefined,
    };
  };
}
