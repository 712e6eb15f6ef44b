import { Stack } from '@chakra-ui/react';
import { Toggle } from '@/features/widgets/editor/controls/toggle';
import { WholeNumberField } from '@/features/widgets/editor/controls/whole-number-field';
import { useFormValue, useSetField } from '@/features/widgets/editor/editor-context';

/** A takeover trigger: on with a value, off as -1 (the stored value of a switched-off trigger). */
export function Trigger({
  path,
  label,
  valueLabel,
  fallback,
}: {
  path: string;
  label: string;
  valueLabel: string;
  fallback: number;
}) {
  const value = useFormValue<number>(path);
  const set = useSetField(path);
  const on = value !== -1;
  return (
    <Stack gap="2">
      <Toggle label={label} checked={on} onChange={(next) => set(next ? fallback : -1)} />
      {on && <WholeNumberField path={path} label={valueLabel} />}
    </Stack>
  );
}
