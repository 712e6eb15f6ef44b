import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's chunk loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="20" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label={t('common.loading')} />
    </Center>
  );
}
