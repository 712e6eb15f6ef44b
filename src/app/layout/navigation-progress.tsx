import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next screen's chunk loads; the current screen stays until then. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box
      position="fixed"
      top="0"
      insetX="0"
      h="1"
      bg="brand.solid"
      zIndex="banner"
      role="progressbar"
      aria-label={t('common.loading')}
      animation="pulse 1s ease-in-out infinite"
    />
  );
}
