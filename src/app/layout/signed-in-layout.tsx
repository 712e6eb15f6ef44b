import { Box, Flex, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { AlertArea } from '../../components/alerts/alert-area';
import { AppHeader } from './app-header';
import { navItems } from './nav-items';

/** The signed-in frame (spec part 1 §2): header, sidebar, notification area, main content, footer. */
export function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <AppHeader />
      <Flex flex="1" minH="0">
        <Box as="nav" aria-label={t('nav.label')} w="56" flexShrink={0} borderEndWidth="1px" borderColor="border" p="3" hideBelow="lg">
          <Stack gap="1">
            {navItems.map((item) => (
              <ChakraLink
                key={item.to}
                asChild
                px="3"
                py="2"
                rounded="md"
                fontSize="sm"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
              >
                <NavLink to={item.to}>{t(item.key)}</NavLink>
              </ChakraLink>
            ))}
          </Stack>
        </Box>
        <Box as="main" id="main" flex="1" minW="0" px={{ base: 4, lg: 8 }} py="6">
          <Outlet />
        </Box>
      </Flex>
      <Box as="footer" px="4" py="3" borderTopWidth="1px" borderColor="border" fontSize="sm" color="muted">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Box>
      <AlertArea />
    </Flex>
  );
}
