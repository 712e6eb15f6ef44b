import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
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

/** A confirmation (before every delete, and the reset dialog): an alert dialog, cancel first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  actions,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      placement="center"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel ?? t('common.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              {actions ?? (
                <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
