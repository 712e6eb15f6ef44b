import { Box, Button, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { NavigationProgress } from './navigation-progress';
import { AlertArea } from '@/components/alerts/alert-area';
import { PageDescription } from '@/app/prerender/page-description';
import { CookieBanner } from '@/app/white-label/cookie-banner';
import { CustomHeader } from '@/app/white-label/custom-header';
import { AppFooter } from './app-footer';
import { HEADER_HEIGHT } from './header-height';
import { ColorModeButton } from './color-mode-button';
import { BrandedToolLink, SupportLink } from './header-extras';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MAIN_ID, SkipLink } from './skip-link';

/** The visitor's frame: the public header with its try-it-free button. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <PageDescription />
      <NavigationProgress />
      <Flex
        as="header"
        align="center"
        gap="3"
        px="4"
        h={HEADER_HEIGHT}
        borderBottomWidth="1px"
        borderColor="border"
        bg="bg.panel"
      >
        <Logo />
        <BrandedToolLink />
        <Box flex="1" />
        {/* What the site's settings add sits apart, left of the rest: arriving after the first paint, it moves nothing. */}
        <Flex gap="1" align="center" _empty={{ display: 'none' }}>
          <SupportLink drawer={false} />
          <LanguageSwitch />
        </Flex>
        <Flex gap="1" align="center">
          <ColorModeButton />
          <ChakraLink asChild fontSize="sm" px="2" hideBelow="sm">
            <Link to="/pricing">{t('nav.pricing')}</Link>
          </ChakraLink>
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/pricing">{t('header.try_free')}</Link>
          </Button>
        </Flex>
      </Flex>
      <Box px="4" pt="3" _empty={{ display: 'none' }}>
        <CustomHeader />
      </Box>
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" px="4" py="6" outline="none">
        <Outlet />
      </Box>
      <AppFooter />
      <CookieBanner />
      <AlertArea />
    </Flex>
  );
}
