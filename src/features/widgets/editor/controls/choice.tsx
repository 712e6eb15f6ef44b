import { HStack, RadioGroup, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface ChoiceProps {
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  id?: string;
}

/** A radio group (arrow keys move between options). */
export function Choice({ label, value, options, onChange, hint, id }: ChoiceProps) {
  return (
    <Stack gap="1.5" id={id}>
      <RadioGroup.Root
        value={value}
        onValueChange={(d) => d.value !== null && onChange(d.value)}
        colorPalette="brand"
        size="sm"
      >
        <RadioGroup.Label display="block" mb="1.5">
          {label}
        </RadioGroup.Label>
        <HStack gap="4" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {hint}
    </Stack>
  );
}
