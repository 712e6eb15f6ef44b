import { Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ToggleProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}

/** A labelled switch: Space toggles it, the label names it. */
export function Toggle({ label, checked, onChange, disabled, id }: ToggleProps) {
  return (
    <Switch.Root
      id={id}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(d) => onChange(d.checked)}
      colorPalette="brand"
      size="sm"
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
