import { Alert, Button } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConflictNoticeProps {
  /** Loads what the other session saved, keeping what was typed here. */
  onLoadLatest: () => void;
  loading: boolean;
}

/** A save another session overtook (409): nothing was saved, what was typed stays, and the latest can be loaded. */
export function ConflictNotice({ onLoadLatest, loading }: ConflictNoticeProps) {
  const { t } = useTranslation();
  // The way on takes the focus (and comes into view) wherever the save was pressed.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Alert.Root status="warning" data-testid="conflict-notice">
      <Alert.Indicator />
      <Alert.Content gap="2" alignItems="flex-start">
        <Alert.Title>{t('common.conflict_title')}</Alert.Title>
        <Alert.Description>{t('common.conflict_text')}</Alert.Description>
        <Button ref={button} size="sm" variant="outline" onClick={onLoadLatest} loading={loading}>
          {t('common.conflict_load')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
