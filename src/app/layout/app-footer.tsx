import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const subscribe = () => () => {};
const thisYear = () => new Date().getFullYear();
// A prerendered page was drawn in the build's year; it is adopted with that year, then shows this one.
const buildYear = () => __BUILD_YEAR__;

/** The footer: who made it, and where to go for plans and help. */
export function AppFooter() {
  const { t } = useTranslation();
  const year = useSyncExternalStore(subscribe, thisYear, buildYear);
  return (
    <Flex
      as="footer"
      px={{ base: 4, lg: 8 }}
      py="3"
      borderTopWidth="1px"
      borderColor="border"
      fontSize="xs"
      color="fg.muted"
      gap="4"
      wrap="wrap"
      align="center"
    >
      <Text flex="1">{t('footer.copyright', { year })}</Text>
      <ChakraLink asChild color="fg.muted">
        <Link to="/pricing">{t('nav.pricing')}</Link>
      </ChakraLink>
    </Flex>
  );
}
