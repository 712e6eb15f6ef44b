import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '@contract/api-failure';
import { failureMessage } from './alerts/alert-store';

interface FailureAlertProps {
  failure: ApiFailure | null | undefined;
  /** Offers "Retry" when given. */
  onRetry?: () => void;
}

/** A section that could not load or act, inline: the server's words or the translated "went wrong", and a retry. */
export function FailureAlert({ failure, onRetry }: FailureAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{failureMessage(failure ?? { kind: 'network' }, t)}</Alert.Title>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
