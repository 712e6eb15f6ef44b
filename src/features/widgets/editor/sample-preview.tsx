import { Box, Button, Center, chakra, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import type { WidgetForm, WidgetStyles } from '../../../../machines/widget-editor/widget-editor.types';
import { WidgetPreview } from '../preview/widget-preview';

type Sample = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; html: string };

/**
 * The theme's sample page (GET frontend_template) in a full-screen frame, with the widget as it is
 * now (type, theme, texts, styles) laid over it as a visitor meets it: the popup after its delay.
 * The page is fetched through the client, so it works against the demo backend too, and shown in a
 * sandboxed frame: nothing in it runs. The widget is rendered by the app, not by the page.
 */
/** The demo's sample site: the address the sample page reports, as the embed script would on a customer's page. */
export const SAMPLE_SITE = 'https://sample.rankpilot.io';

export function SamplePreview({
  widgetId,
  themeCode,
  form,
  styles,
  onClose,
}: {
  /** A saved widget: its showing on the sample page counts as a view, and the page as one that carries it. */
  widgetId?: number;
  themeCode: string;
  form: WidgetForm;
  styles: WidgetStyles;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [sample, setSample] = useState<Sample>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    unwrap(
      api.GET('/api/v1/frontend_template/{template}', {
        params: { path: { template: themeCode } },
        parseAs: 'text',
        signal: controller.signal,
      }),
    )
      .then((html) => {
        setSample({ status: 'ready', html: String(html) });
        if (widgetId === undefined) return;
        // What the embed script reports when it shows the widget (issue 23); a lost report changes nothing here.
        void api
          .POST('/api/v1/widget/{id}/impression/', {
            params: { path: { id: widgetId } },
            body: { url: `${SAMPLE_SITE}/${encodeURIComponent(themeCode)}` },
          })
          .catch(() => undefined);
      })
      .catch(() => !controller.signal.aborted && setSample({ status: 'failed' }));
    return () => controller.abort();
  }, [themeCode, attempt, widgetId]);

  return (
    <Dialog.Root open size="full" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border" py="3">
              <Dialog.Title fontSize="md">{t('widgetEditor.theme.sample_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body p="0" display="flex">
              {sample.status === 'ready' ? (
                <Box position="relative" flex="1" minH="80vh">
                  <chakra.iframe
                    position="absolute"
                    inset="0"
                    w="full"
                    h="full"
                    border="0"
                    title={t('widgetEditor.theme.sample_title')}
                    sandbox=""
                    srcDoc={sample.html}
                  />
                  <Box position="absolute" inset="0" pointerEvents="none">
                    <WidgetPreview form={form} styles={styles} device="desktop" visitor />
                  </Box>
                </Box>
              ) : (
                <Center flex="1" py="20">
                  {sample.status === 'loading' ? (
                    <Spinner size="lg" color="brand.solid" aria-label={t('common.loading')} />
                  ) : (
                    <Stack align="center" gap="3" role="alert">
                      <Text>{t('widgetEditor.theme.sample_failed')}</Text>
                      <Button size="sm" onClick={() => (setSample({ status: 'loading' }), setAttempt((n) => n + 1))}>
                        {t('common.retry')}
                      </Button>
                    </Stack>
                  )}
                </Center>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} position="absolute" top="2" insetEnd="2" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
