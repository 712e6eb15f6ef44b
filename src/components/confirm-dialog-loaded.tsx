import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialogProps } from './confirm-dialog';
import { keepOpenOnFocusOutside } from './modal-dialog';

/** The dialog itself (zag dialog, focus trap, presence): this chunk loads when a confirmation is first asked for. */
export function LoadedConfirmDialog({
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
      onFocusOutside={keepOpenOnFocusOutside}
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
