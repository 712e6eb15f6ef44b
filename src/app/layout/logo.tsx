import { Box, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '@/components/data/site-settings';

function Mark() {
  const { t } = useTranslation();
  return (
    <>
      <Image src="/favicon.svg" alt="" h="7" w="7" />
      <Text as="span" fontWeight="bold" fontSize="md" letterSpacing="tight">
        {t('app.name')}
      </Text>
    </>
  );
}

/**
 * The logo in the header links home: the site's logo when white-labelled, its small
 * logo below 990 px.
 */
export function Logo() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const src = settings?.logo;
  const narrow = settings?.small_logo || src;
  return (
    <Link to="/" aria-label={t('header.home')}>
      <Box display="flex" alignItems="center" gap="2" hideBelow="lg">
        {src ? <Image src={src} alt="" h="8" maxW="48" objectFit="contain" data-testid="logo-wide" /> : <Mark />}
      </Box>
      <Box display="flex" alignItems="center" gap="2" hideFrom="lg">
        {narrow ? (
          <Image src={narrow} alt="" h="8" maxW="32" objectFit="contain" data-testid="logo-small" />
        ) : (
          <Image src="/favicon.svg" alt="" h="7" w="7" />
        )}
      </Box>
    </Link>
  );
}
