import { Box, Button, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { AlertArea } from '../../components/alerts/alert-area';
import { Logo } from './logo';

/** The visitor's frame: the public header with its try-it-free button. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <Flex as="header" align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border">
        <Logo />
        <Flex gap="2" align="center">
          <ChakraLink asChild fontSize="sm">
            <Link to="/pricing">{t('nav.pricing')}</Link>
          </ChakraLink>
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/pricing">{t('header.try_free')}</Link>
          </Button>
        </Flex>
      </Flex>
      <Box as="main" id="main" flex="1" px="4" py="6">
        <Outlet />
      </Box>
      <AlertArea />
    </Flex>
  );
}
