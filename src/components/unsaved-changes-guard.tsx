import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from './confirm-dialog';
import { useLeaveBlocker } from './navigation/use-leave-blocker';

interface UnsavedChangesGuardProps {
  /** Whether leaving now would drop edits; a function is read when a route change starts. */
  when: boolean | (() => boolean);
  title: string;
  text: string;
  leaveLabel: string;
  /** The cancel button's words; "Cancel" when not given. */
  stayLabel?: string;
  /** Runs just before leaving (e.g. to drop a kept draft). */
  onLeave?: () => void;
}

/** Asks before a route change that would drop unsaved edits (the browser itself asks on reload/close). */
export function UnsavedChangesGuard({ when, title, text, leaveLabel, stayLabel, onLeave }: UnsavedChangesGuardProps) {
  const blocker = useLeaveBlocker((from, to) => (typeof when === 'function' ? when() : when) && from !== to);
  return (
    <ConfirmDialog
      open={blocker.blocked}
      title={title}
      cancelLabel={stayLabel}
      confirmLabel={leaveLabel}
      onCancel={blocker.reset}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed();
      }}
    >
      <Text>{text}</Text>
    </ConfirmDialog>
  );
}
