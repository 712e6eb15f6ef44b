import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Text of the confirming (destructive) button. */
  confirmLabel?: ReactNode;
  /** Other choices instead of the one confirming button (e.g. two kinds of reset). */
  actions?: ReactNode;
  /** Text of the dismissing button; "Cancel" by default. */
  cancelLabel?: ReactNode;
  /** The confirmed action is running: the buttons wait and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
}

/** The dialog's chunk; a row menu starts it as it arrives, so a delete chosen there finds the dialog ready. */
export const loadConfirmDialog = () => import('./confirm-dialog-loaded');

const Loaded = lazy(() => loadConfirmDialog().then((module) => ({ default: module.LoadedConfirmDialog })));

/**
 * A confirmation (before every delete, and the reset dialog): an alert dialog, cancel first.
 * Its machinery is its own chunk, loaded the first time the dialog opens (the screen paints without it); once
 * there it stays mounted, so closing animates as before.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  ) : null;
}
