import { Box, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/list/load-failed';
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
  return <LoadFailed title={t('leadSync.load_failed')} failure={failure} onRetry={onRetry} />;
}
