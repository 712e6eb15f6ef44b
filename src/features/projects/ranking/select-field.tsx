import { Field, NativeSelect } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

/** A labelled native select (light, keyboard friendly, works the same on phones). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  maxW = '14rem',
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  maxW?: string;
}) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
