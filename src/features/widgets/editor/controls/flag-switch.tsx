import { memo } from 'react';
import { useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import { Toggle } from './toggle';

/** A 0/1 flag at a form path as a switch. */
export const FlagSwitch = memo(function FlagSwitch({ path, label }: { path: string; label: string }) {
  const value = useFormValue<number | undefined>(path);
  const set = useSetField(path);
  return <Toggle label={label} checked={value === 1} onChange={(on) => set(on ? 1 : 0)} />;
});
