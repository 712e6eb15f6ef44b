import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { getToken } from '@/api/session';
import { isKnownPath } from '@/components/known-paths';

/** Unknown paths (and, signed out, every path outside the signed-out table). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = Boolean(getToken());
  const canSignIn = !signedIn && isKnownPath(location.pathname);
  useEffect(() => {
    document.title = `${t('not_found.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <Stack gap="4" align="center" textAlign="center" py="20" px="4">
      <Text fontSize="5xl" fontWeight="bold" color="brand.solid" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t('not_found.title')}
      </Heading>
      <Text color="muted" maxW="md">
        {t(canSignIn ? 'not_found.sign_in_hint' : 'not_found.text')}
      </Text>
      <Button asChild colorPalette="brand">
        {canSignIn ? (
          <Link to={`/?next=${encodeURIComponent(location.pathname + location.search)}`}>{t('not_found.sign_in')}</Link>
        ) : (
          <Link to="/">{t('not_found.home')}</Link>
        )}
      </Button>
    </Stack>
  );
}
