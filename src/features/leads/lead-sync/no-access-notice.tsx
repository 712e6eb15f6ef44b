import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Lead sync is plan-based: without has_access every panel says so and links to the plans. */
export function NoAccessNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" mb="4" data-testid="lead-sync-no-access">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('leadSync.no_access')}</Alert.Title>
        <Alert.Description>
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/pricing">{t('leadSync.no_access_link')}</RouterLink>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
