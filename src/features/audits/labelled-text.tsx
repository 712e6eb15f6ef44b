import { Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LabelledTextProps extends Omit<TextProps, 'children'> {
  /** The bold lead-in ("Why", "Fix"). */
  label: ReactNode;
  labelWeight?: 'medium' | 'semibold';
  children: ReactNode;
}

/** A short explanation led by a bold word: why an issue matters, how to fix it. */
export function LabelledText({ label, labelWeight = 'semibold', children, ...text }: LabelledTextProps) {
  return (
    <Text fontSize="sm" {...text}>
      <Text as="span" fontWeight={labelWeight}>
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}
