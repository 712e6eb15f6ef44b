import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigationState } from '@/components/navigation/navigation-context';

/** A thin bar at the top while the next screen's chunk loads; the current screen stays until then. */
export function NavigationProgress() {
  const { t } = useTranslation();
  if (!useNavigationState().pending) return null;
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
