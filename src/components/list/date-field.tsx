import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest day it allows (yyyy-mm-dd; '' for no bound). */
  min?: string;
  max?: string;
  /** Shown, and the field marked invalid, when present. */
  error?: ReactNode;
}

/** A small labelled date input of a filter bar. */
export function DateField({ label, value, onChange, min, max, error }: DateFieldProps) {
  return (
    <Field.Root w="auto" invalid={error ? true : undefined}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
