import { Box, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { WidgetStyles } from '@machines/widgets/editor/widget-editor.types';
import type { WidgetForm } from '@machines/shared/widget-editor.types';
import { closeAddress, reportOutcome } from '@machines/widgets/capture/capture.rules';
import { BASE_CSS, EDITOR_CSS, stylesToCss } from './preview-css';
import type { PreviewDevice, PreviewStage, PreviewView } from './preview-fields';
import { PreviewToolbar } from './preview-toolbar';
import { WidgetView } from './widget-view';

export type { PreviewDevice } from './preview-fields';

export interface WidgetPreviewProps {
  form: WidgetForm;
  styles: WidgetStyles;
  device: PreviewDevice;
  /**
   * As a visitor meets it on a page (the sample preview): laid over the page, no toolbar, an overlay opening on its
   * triggers (display.rules.ts), closing with its close button.
   */
  visitor?: boolean;
  /** The sample page whose scrolling and pointer open the overlay (else this window). */
  page?: Window | null;
}

/**
 * For the marketer, in the app's language, beside the after-sending view: what the visitor meets once the form is
 * sent (the built-in report, the marketer's message, or a visit to their address) and where the report's close
 * button goes, by the rules the embed script follows (an address failing the address rule is never visited).
 */
function AfterSendNote({ form }: { form: WidgetForm }) {
  const { t } = useTranslation();
  const outcome = reportOutcome(form);
  const closeTo = closeAddress(form);
  return (
    <Text fontSize="sm" color="fg.muted" mb="2" data-testid="widget-after-send">
      {outcome.kind === 'redirect'
        ? t('widgetPreview.after_send.redirect', { address: outcome.address })
        : t(outcome.kind === 'message' ? 'widgetPreview.after_send.message' : 'widgetPreview.after_send.default')}
      {closeTo && ` ${t('widgetPreview.after_send.close_redirect', { address: closeTo })}`}
    </Text>
  );
}

/** The preview's stage, kept here so that the toolbar and the widget show and change the same one. */
function usePreviewStage(): PreviewStage {
  const [showErrors, setShowErrors] = useState(false);
  const [view, setView] = useState<PreviewView>('form');
  const [step, setStep] = useState<1 | 2>(1);
  // Going to a step shows its form, even from the report.
  const onStep = useCallback((next: 1 | 2) => {
    setStep(next);
    setView('form');
  }, []);
  return useMemo(
    () => ({ view, step, showErrors, onView: setView, onStep, onShowErrors: setShowErrors }),
    [view, step, showErrors, onStep],
  );
}

/** The 375 px frame of the mobile preview. */
export const MOBILE_WIDTH = 375;

/**
 * The editor's frame is a window of fixed height that scrolls a taller widget: at most 600 px, and short enough to
 * stay whole in view beside the form. A letter typed re-lays out only what is inside it (a contained box of fixed
 * size is a layout root of its own).
 */
const FRAME_HEIGHT = 'clamp(20rem, 100dvh - 12rem, 37.5rem)';
// The stage fills the window (the shadow root's `.w-stage` grows in it) and grows past it with a taller widget.
const EDITOR_HOST = { display: 'flex', flexDirection: 'column', minHeight: '100%' } as const;

/** The Chakra frame around the shadow root: drawn again only when the device, the stage or the note changes. */
const PreviewFrame = memo(function PreviewFrame({
  device,
  visitor,
  twoStep,
  stage,
  note,
  hostRef,
}: {
  device: PreviewDevice;
  visitor: boolean;
  twoStep: boolean;
  stage: PreviewStage;
  note: ReactNode;
  hostRef: (host: HTMLDivElement | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box h={visitor ? 'full' : undefined}>
      {!visitor && <PreviewToolbar twoStep={twoStep} stage={stage} />}
      {note}
      <Box
        mx="auto"
        w={device === 'mobile' ? `${MOBILE_WIDTH}px` : '100%'}
        maxW="100%"
        h={visitor ? 'full' : FRAME_HEIGHT}
        borderWidth={visitor ? '0' : '1px'}
        borderColor="border"
        rounded="md"
        overflowX="hidden"
        overflowY={visitor ? 'hidden' : 'auto'}
        transition="width 0.2s"
        css={visitor ? undefined : { contain: 'strict' }}
      >
        <div
          ref={hostRef}
          data-testid={visitor ? 'widget-visitor-view' : 'widget-preview'}
          data-device={device}
          role="group"
          aria-label={t('widgetPreview.label')}
          style={visitor ? { height: '100%' } : EDITOR_HOST}
        />
      </Box>
    </Box>
  );
});

/**
 * The widget as a visitor sees it, rendered into a shadow root so that neither the app's CSS reaches
 * the widget nor the widget's CSS the app. The stylesheet is rebuilt only when `styles` changes;
 * a keystroke in a text field re-renders just the plain elements inside, not the frame around them.
 */
export const WidgetPreview = memo(function WidgetPreview({
  form,
  styles,
  device,
  visitor = false,
  page = null,
}: WidgetPreviewProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const stage = usePreviewStage();

  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);

  const buttonColor = form.widget_button_color;
  const css = useMemo(() => stylesToCss(styles, buttonColor), [styles, buttonColor]);
  const closeText = typeof styles.close_btn.text === 'string' ? styles.close_btn.text.slice(0, 40) : '';
  const extraHtml = typeof styles.form_extra_html.html === 'string' ? styles.form_extra_html.html : '';

  return (
    <>
      <PreviewFrame
        device={device}
        visitor={visitor}
        twoStep={form.widget_type === 5}
        stage={stage}
        note={!visitor && stage.view === 'report' ? <AfterSendNote form={form} /> : null}
        hostRef={hostRef}
      />
      {root &&
        createPortal(
          <>
            <style>{BASE_CSS + EDITOR_CSS}</style>
            <style data-widget-styles="">{css}</style>
            <WidgetView
              visitor={visitor}
              page={page}
              form={form}
              device={device}
              closeText={closeText}
              extraHtml={extraHtml}
              stage={stage}
            />
          </>,
          root,
        )}
    </>
  );
});
