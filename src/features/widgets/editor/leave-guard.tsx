import { Text } from '@chakra-ui/react';
import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { clearDraft } from './draft';
import { useEditorRef } from './editor-context';

/** Asks before a route change that would drop unsaved edits (the browser asks on reload/close). */
export function LeaveGuard({ leavingRef, widgetId }: { leavingRef: RefObject<boolean>; widgetId: number | undefined }) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => {
        const snapshot = ref.getSnapshot();
        return (
          snapshot.context.dirty && !snapshot.matches('saved') && currentLocation.pathname !== nextLocation.pathname
        );
      },
      [ref],
    ),
  );
  const open = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={open}
      title={t('widgetEditor.leave.title')}
      cancelLabel={t('widgetEditor.leave.stay')}
      confirmLabel={t('widgetEditor.leave.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        leavingRef.current = true;
        clearDraft(widgetId);
        blocker.proceed?.();
      }}
    >
      <Text>{t('widgetEditor.leave.text')}</Text>
    </ConfirmDialog>
  );
}
