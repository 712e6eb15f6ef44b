import { Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Asks before a route change that would drop unsaved edits (the browser itself asks on reload/close). */
export function UnsavedGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => when && currentLocation.pathname !== nextLocation.pathname,
      [when],
    ),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('accountArea.leave.title')}
      cancelLabel={t('accountArea.leave.stay')}
      confirmLabel={t('accountArea.leave.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <Text>{t('accountArea.leave.text')}</Text>
    </ConfirmDialog>
  );
}
