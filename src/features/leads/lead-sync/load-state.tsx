import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LeadSyncFailure } from '@machines/leads/lead-sync/lead-sync.types';

/** The panel while its details load, or when they could not be loaded (with a retry). */
export function LoadState({ failure, onRetry }: { failure: LeadSyncFailure | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failure) {
    return (
      <Box py="8" textAlign="center" aria-busy="true">
        <Spinner size="md" color="brand.solid" />
        <Text role="status" color="muted" mt="2">
          {t('leadSync.loading')}
        </Text>
      </Box>
    );
  }
  return (
    <Box role="alert" borderWidth="1px" borderColor="border" rounded="lg" p="6" textAlign="center">
      <Text fontWeight="semibold">{t('leadSync.load_failed')}</Text>
      {failure.kind === 'http' && failure.message && (
        <Text color="muted" mt="1">
          {failure.message}
        </Text>
      )}
      <Button mt="4" size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Box>
  );
}
