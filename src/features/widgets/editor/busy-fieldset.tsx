import { chakra } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { useEditorSelector } from './editor-context';

/** While saving, resetting or reloading the machine ignores edits, so the form says so instead of dropping keystrokes. */
export function BusyFieldset({ children }: { children: ReactNode }) {
  const busy = useEditorSelector((s) => !s.matches('editing'));
  return (
    <chakra.fieldset disabled={busy} aria-busy={busy || undefined} border="0" p="0" m="0" minW="0">
      {children}
    </chakra.fieldset>
  );
}
