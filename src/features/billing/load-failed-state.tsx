import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** Billing data that could not load: what it was, and "try again". */
export function LoadFailedState({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      action={
        <Button size="sm" onClick={onRetry}>
          {t('checkout.retry_load')}
        </Button>
      }
    />
  );
}
