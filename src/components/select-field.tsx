import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's own language, when it names one (the language list). */
  lang?: string;
}

interface SelectFieldProps extends Omit<Field.RootProps, 'onChange' | 'children'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A first choice with the empty value ("Choose…", "No group"). */
  emptyLabel?: string;
  size?: 'xs' | 'sm' | 'md';
  /** Read by screen readers only, where the row around the select already says what it is. */
  hideLabel?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
}

/**
 * The one labelled select: a native `<select>` (light, keyboard friendly, the phone's own picker) in a Chakra
 * field. Field props (`required`, `invalid`, `disabled`, sizes) go to the field, which the select follows.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  size,
  hideLabel,
  error,
  hint,
  required,
  ...field
}: SelectFieldProps) {
  return (
    <Field.Root required={required} {...field}>
      <Field.Label fontSize={size === 'sm' ? 'sm' : undefined} srOnly={hideLabel}>
        {label}
        {required && ' '}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
