import { memo } from 'react';
import { SelectField } from '@/components/select-field';
import { controlId, useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import type { ChoiceOption } from './choice';

/** A native select bound to a form path. */
export const PathSelect = memo(function PathSelect({
  path,
  label,
  options,
}: {
  path: string;
  label: string;
  options: readonly ChoiceOption[];
}) {
  const value = useFormValue<string | undefined>(path) ?? '';
  const set = useSetField(path);
  return <SelectField id={controlId(path)} label={label} value={value} options={options} onChange={set} />;
});
