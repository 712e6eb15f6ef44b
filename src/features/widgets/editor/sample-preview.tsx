import { Box, Button, Center, chakra, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/api/client';
import { keepOpenOnFocusOutside } from '@/components/modal-dialog';
import type { WidgetStyles } from '@machines/widgets/editor/widget-editor.types';
import type { WidgetForm } from '@machines/shared/widget-editor.types';
import { openTriggers, whyHidden } from '@machines/widgets/capture/display.rules';
import { WidgetPreview } from '@/features/widgets/preview/widget-preview';
import { SAMPLE_SITE } from '@/features/widgets/sample-site';

type Sample = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; html: string };

/**
 * The theme's sample page (GET frontend_template) in a full-screen, sandboxed frame (nothing in it runs; its
 * scrolling and pointer reach the widget's triggers), with the widget laid over it as a visitor meets it, opening
 * on its triggers as on a customer's page (the dialog says how). A saved widget without unsaved changes comes the way a customer's page
 * gets it, so the preview proves the snippet works: through its own embed snippet (GET widget/{id}/embed/), whose
 * script draws it, counts the view and sends a visitor's submission as a lead; the snippet names the sample page it
 * stands for. A new widget, or
 * one with unsaved changes, is drawn by the app from the editor's values, since the snippet can only show what is saved.
 */

/** The snippet's script element, rebuilt from its text (a script inserted as HTML would never run). */
function snippetScript(code: string, pageUrl: string, frameId: string): HTMLScriptElement | null {
  const parsed = new DOMParser().parseFromString(code, 'text/html').querySelector('script');
  if (!parsed?.src) return null;
  const script = document.createElement('script');
  for (const { name, value } of Array.from(parsed.attributes)) script.setAttribute(name, value);
  script.setAttribute('data-page-url', pageUrl);
  script.setAttribute('data-page-frame', frameId);
  return script;
}

/** How the visitor opens this overlay on the sample page, one sentence per trigger; nothing when it opens at once. */
function TriggerHint({ form }: { form: WidgetForm }) {
  const { t } = useTranslation();
  const { exit, seconds, pixels } = openTriggers(form);
  const sentences = [
    pixels !== null && t('widgetEditor.theme.sample_trigger_pixels', { count: pixels }),
    seconds !== null && t('widgetEditor.theme.sample_trigger_seconds', { count: seconds }),
    exit && t('widgetEditor.theme.sample_trigger_exit'),
  ].filter(Boolean);
  if (!sentences.length) return null;
  return (
    <Text fontSize="sm" color="fg.muted" pe="8" data-testid="sample-trigger-hint">
      {sentences.join(' ')}
    </Text>
  );
}

/** The widget through its embed snippet, inside `box` (a containing block: the widget's fixed layers stay in it). */
function EmbeddedWidget({ widgetId, pageUrl, frameId }: { widgetId: number; pageUrl: string; frameId: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const controller = new AbortController();
    const target = box.current;
    void unwrap(
      api.GET('/api/v1/widget/{id}/embed/', { params: { path: { id: widgetId } }, signal: controller.signal }),
    )
      .then(({ data }) => {
        const script = snippetScript(data.embed_code, pageUrl, frameId);
        if (script && target && !controller.signal.aborted) target.replaceChildren(script);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      target?.replaceChildren();
    };
  }, [widgetId, pageUrl, frameId]);
  return (
    <Box
      ref={box}
      position="absolute"
      inset="0"
      pointerEvents="none"
      transform="translateZ(0)"
      overflow="hidden"
      data-testid="widget-embed-box"
    />
  );
}

export function SamplePreview({
  widgetId,
  unsaved = false,
  themeCode,
  form,
  styles,
  onClose,
}: {
  /** A saved widget: shown through its embed snippet, which counts the view and marks the sample page as seen. */
  widgetId?: number;
  /** The editor holds changes not saved yet: the app draws them, the snippet could only show the saved widget. */
  unsaved?: boolean;
  themeCode: string;
  form: WidgetForm;
  styles: WidgetStyles;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [sample, setSample] = useState<Sample>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const frameId = `sample-page-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // The sample page's window, once loaded: the app-drawn widget watches its scrolling and pointer.
  const [page, setPage] = useState<Window | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    unwrap(
      api.GET('/api/v1/frontend_template/{template}', {
        params: { path: { template: themeCode } },
        parseAs: 'text',
        signal: controller.signal,
      }),
    )
      .then((html) => setSample({ status: 'ready', html: String(html) }))
      .catch(() => !controller.signal.aborted && setSample({ status: 'failed' }));
    return () => controller.abort();
  }, [themeCode, attempt]);
  const pageUrl = `${SAMPLE_SITE}/${encodeURIComponent(themeCode)}`;
  // Where the site wouldn't show it (its page or device rules), the preview doesn't either, and says why.
  const hidden = whyHidden(form.widget_settings_extra.display_rules, pageUrl, false);
  // The snippet can only show what is saved: a new widget, or unsaved edits, are drawn by the app, and it says so.
  const drawnByApp = widgetId === undefined || unsaved;

  return (
    <Dialog.Root
      open
      size="full"
      onOpenChange={(details) => !details.open && onClose()}
      onFocusOutside={keepOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border" py="3">
              <Dialog.Title fontSize="md">{t('widgetEditor.theme.sample_title')}</Dialog.Title>
              {drawnByApp && (
                <Dialog.Description fontSize="sm" color="fg.muted" pe="8">
                  {t(widgetId === undefined ? 'widgetEditor.theme.sample_new' : 'widgetEditor.theme.sample_unsaved')}
                </Dialog.Description>
              )}
              {hidden ? (
                <Text fontSize="sm" color="fg.muted" pe="8" role="status">
                  {hidden === 'page'
                    ? t('widgetEditor.theme.sample_hidden_page', { page: new URL(pageUrl).pathname })
                    : t('widgetEditor.theme.sample_hidden_device')}
                </Text>
              ) : (
                <TriggerHint form={form} />
              )}
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
                    id={frameId}
                    title={t('widgetEditor.theme.sample_title')}
                    sandbox="allow-same-origin"
                    srcDoc={sample.html}
                    onLoad={(event) => setPage(event.currentTarget.contentWindow)}
                  />
                  {page &&
                    !hidden &&
                    (!drawnByApp ? (
                      <EmbeddedWidget widgetId={widgetId} pageUrl={pageUrl} frameId={frameId} />
                    ) : (
                      <Box position="absolute" inset="0" pointerEvents="none">
                        <WidgetPreview form={form} styles={styles} device="desktop" visitor page={page} />
                      </Box>
                    ))}
                </Box>
              ) : (
                <Center flex="1" py="20">
                  {sample.status === 'loading' ? (
                    <Spinner size="lg" color="brand.solid" role="status" aria-label={t('common.loading')} />
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
