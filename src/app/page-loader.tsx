import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's chunk loads. The status names itself in hidden text: a bare spinner may carry no label. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="20" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
