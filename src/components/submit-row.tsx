import { Button, Flex, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SubmitRowProps extends Omit<FlexProps, 'children'> {
  /** The submit button's text. */
  label: string;
  /** The form is being sent: the button spins and can't be pressed again. */
  busy?: boolean;
  busyText?: string;
  disabled?: boolean;
  /** What stands before the button (an "unsaved changes" hint). */
  children?: ReactNode;
}

/** The end of a form: its submit button on the right, busy while the form is sent. */
export function SubmitRow({ label, busy, busyText, disabled, children, ...row }: SubmitRowProps) {
  return (
    <Flex justify="flex-end" align="center" gap="3" wrap="wrap" {...row}>
      {children}
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={busyText} disabled={disabled}>
        {label}
      </Button>
    </Flex>
  );
}
