import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/** A fresh page load fetches the chunks anew (say, after a deploy) and renders everything again. */
export const retry = { run: () => window.location.reload() };

/** A screen that failed to load or render: say so, keep the layout, offer a retry. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" maxW="xl" py="10" mx="auto">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(isChunkError(error) ? 'errors.chunk_title' : 'errors.render_title')}</Alert.Title>
          <Alert.Description>{t('errors.retry_hint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={() => retry.run()}>
        {t('errors.retry')}
      </Button>
    </Stack>
  );
}
