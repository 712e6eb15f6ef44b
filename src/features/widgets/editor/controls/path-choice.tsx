import { memo, type ReactNode } from 'react';
import { useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import { Choice, type ChoiceOption } from './choice';

/** A radio group bound to a form path; numeric values are sent as numbers. */
export const PathChoice = memo(function PathChoice({
  path,
  label,
  options,
  hint,
}: {
  path: string;
  label: string;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
}) {
  const value = useFormValue<string | number | undefined>(path);
  const set = useSetField(path);
  return (
    <Choice
      label={label}
      value={value === undefined ? '' : String(value)}
      options={options}
      hint={hint}
      onChange={(next) => set(typeof value === 'number' ? Number(next) : next)}
    />
  );
});
