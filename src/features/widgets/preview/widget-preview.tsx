import { Box, Button, Flex } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { iconPaths, lineIconAttributes } from '../../../components/icons';
import type { WidgetForm, WidgetStyles } from '../../../../machines/widget-editor/widget-editor.types';
import { BASE_CSS, fontFamily, stylesToCss } from './preview-css';
import { hasMarkup, safeImageUrl, sanitizeExtraHtml } from './sanitize';
import { useWidgetT } from '../widget-language';

export type PreviewDevice = 'desktop' | 'mobile';
export type PreviewView = 'form' | 'report';

export interface WidgetPreviewProps {
  form: WidgetForm;
  styles: WidgetStyles;
  device: PreviewDevice;
  /**
   * As a visitor meets it on a page (the sample preview): laid over the page, no toolbar, the popup
   * opening after its auto-popup delay (the takeover after its timeout), closing with its close button.
   */
  visitor?: boolean;
}

/** Seconds before a visitor sees the widget: the popup's auto-popup delay, the takeover's timeout; others at once. */
export function visitorDelaySeconds(form: WidgetForm): number {
  const extra = form.widget_settings_extra;
  if (form.widget_type === 2) return Math.max(0, extra.widget_auto_popup || 0);
  if (form.widget_type === 4) return Math.max(0, extra.event_type.on_timeout);
  return 0;
}

/** The 375 px frame of the mobile preview. */
export const MOBILE_WIDTH = 375;

interface PreviewField {
  key: 'url' | 'keyword' | 'name' | 'phone' | 'email';
  inputType: 'url' | 'text' | 'tel' | 'email';
  label: string;
  placeholder: string;
  required: boolean;
  firstStep: boolean;
}

const OPTIONAL_FIELDS = [
  ['keyword', 'wform_keyword', 'text'],
  ['name', 'wform_name', 'text'],
  ['phone', 'wform_phone', 'tel'],
  ['email', 'wform_email', 'email'],
] as const;

/** The fields a visitor sees, in form order: the URL always, the others per show_field (2 = required). */
export function visibleFields(form: WidgetForm): PreviewField[] {
  const fields: PreviewField[] = [
    {
      key: 'url',
      inputType: 'url',
      label: form.wform_url.label,
      placeholder: form.wform_url.placeholder,
      required: true,
      firstStep: form.wform_url.show_in_first_step === 1,
    },
  ];
  for (const [key, group, inputType] of OPTIONAL_FIELDS) {
    const config = form[group];
    if (config.show_field === 0) continue;
    fields.push({
      key,
      inputType,
      label: config.label,
      placeholder: config.placeholder,
      required: config.show_field === 2,
      firstStep: config.show_in_first_step === 1,
    });
  }
  return fields;
}

const CheckMark = () => (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <path d="M3 8.5 6.5 12 13 4.5" />
  </svg>
);
const PAGE_LINES = Array.from({ length: 9 }, (_, i) => <i key={i} />);

interface FieldProps {
  field: PreviewField;
  idPrefix: string;
  textAs: WidgetForm['show_field_text_as'];
  showError: boolean;
  t: TFunction;
}

function Field({ field, idPrefix, textAs, showError, t }: FieldProps) {
  const id = `${idPrefix}-${field.key}`;
  const errorId = `${id}-error`;
  // An empty label shows nothing (as on the visitor's page) but still names the input for assistive technology.
  const showLabel = textAs !== 2 && field.label.trim() !== '';
  const placeholderText =
    textAs === 1 ? undefined : (field.placeholder || field.label) + (field.required && textAs === 2 ? ' *' : '');
  return (
    <div className={`w-field w-field-${field.key}`}>
      <label htmlFor={id} className={showLabel ? 'w-label' : 'w-vh'}>
        {field.label || field.placeholder || t(`widgetPreview.fields.${field.key}`)}
        {field.required && showLabel && (
          <span className="w-req" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={field.key}
        className="w-input"
        type={field.inputType}
        placeholder={placeholderText}
        aria-required={field.required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
        autoComplete="off"
      />
      {showError && (
        <span id={errorId} className="w-error">
          {t('widgetPreview.required')}
        </span>
      )}
    </div>
  );
}

interface ViewProps {
  visitor: boolean;
  form: WidgetForm;
  device: PreviewDevice;
  closeText: string;
  extraHtml: string;
  showErrors: boolean;
  view: PreviewView;
  step: 1 | 2;
  onStep: (step: 1 | 2) => void;
  onView: (view: PreviewView) => void;
}

/** The widget itself, in plain elements (no Chakra inside the shadow root: light and isolated). */
function WidgetView({
  visitor,
  form,
  device,
  closeText,
  extraHtml,
  showErrors,
  view,
  step,
  onStep,
  onView,
}: ViewProps) {
  // The widget speaks its own language (widget_lang), as its visitors will read it, whatever the interface's.
  const t = useWidgetT(form.widget_lang);
  const idPrefix = `wp${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const type = form.widget_type;
  const twoStep = type === 5;
  // In the editor the widget is always open; a visitor meets it after its delay and may close it.
  const delay = visitor ? visitorDelaySeconds(form) : 0;
  const [open, setOpen] = useState(!visitor || delay === 0);
  useEffect(() => {
    if (open || !visitor) return undefined;
    const timer = setTimeout(() => setOpen(true), delay * 1000);
    return () => clearTimeout(timer);
  }, [open, visitor, delay]);
  const close = visitor ? () => setOpen(false) : undefined;
  const position =
    type === 3
      ? form.widget_position === 'bottom'
        ? 'bottom'
        : 'top'
      : type === 2
        ? form.widget_position === 'left' || form.widget_position === 'center'
          ? form.widget_position
          : 'right'
        : 'center';

  const formExtra = form.widget_form_extra;
  const formExtraHtml = useMemo(() => (hasMarkup(formExtra) ? sanitizeExtraHtml(formExtra) : null), [formExtra]);
  const extraStyleHtml = useMemo(() => (extraHtml.trim() ? sanitizeExtraHtml(extraHtml) : ''), [extraHtml]);

  const fields = visibleFields(form);
  const tnc = form.wform_tnc.show_field > 0 ? form.wform_tnc : null;
  const onFirstStep = twoStep && step === 1;
  const stepFields = twoStep ? fields.filter((field) => field.firstStep === onFirstStep) : fields;
  const showTnc = tnc !== null && (!twoStep || (tnc.show_in_first_step === 1) === onFirstStep);
  const closeTitle =
    (form.close_button_action === 'redirect'
      ? form.close_button_extra.redirect.title
      : form.close_button_extra.default.title) || form.close_button_text;
  const buttonLabel = onFirstStep
    ? form.widget_settings_extra.first_step_submit_text || t('widgetPreview.next')
    : form.widget_button_label || t('widgetPreview.default_button');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onFirstStep) onStep(2);
    else onView('report');
  };

  const body =
    view === 'report' ? (
      <div className="w-body w-report">
        <h3>{t('widgetPreview.report_title')}</h3>
        <p>{t('widgetPreview.report_text')}</p>
        <div className="w-report-bars" aria-hidden="true">
          <i />
          <i />
          <i />
        </div>
        <div className="w-report-close-row">
          <button type="button" className="w-report-close" onClick={() => onView('form')}>
            {closeTitle}
          </button>
        </div>
      </div>
    ) : (
      <div className="w-body">
        {twoStep && (
          <div className="w-steps" aria-hidden="true">
            <span className="on" />
            <span className={step === 2 ? 'on' : undefined} />
          </div>
        )}
        {form.display_title === 1 && form.widget_title && <h2 className="w-title">{form.widget_title}</h2>}
        {type !== 3 && form.widget_description && <p className="w-des">{form.widget_description}</p>}
        <div className="w-fields">
          {stepFields.map((field) => (
            <Field
              key={field.key}
              field={field}
              idPrefix={idPrefix}
              textAs={form.show_field_text_as}
              showError={showErrors && field.required}
              t={t}
            />
          ))}
        </div>
        {showTnc && tnc && (
          <div className="w-field w-field-tnc">
            <label className="w-tnc">
              <input
                type="checkbox"
                name="tnc"
                aria-required={tnc.show_field === 2 || undefined}
                aria-label={tnc.label.trim() ? undefined : t('widgetPreview.fields.tnc')}
              />
              <span className="w-check" aria-hidden="true">
                <CheckMark />
              </span>
              <span className="w-tnc-text">
                {tnc.label}
                {tnc.show_field === 2 && (
                  <span className="w-req" aria-hidden="true">
                    *
                  </span>
                )}
              </span>
            </label>
            {showErrors && tnc.show_field === 2 && <span className="w-error">{t('widgetPreview.required')}</span>}
          </div>
        )}
        <div className="w-cta-row">
          <button type="submit" className="w-cta">
            {buttonLabel}
          </button>
        </div>
        {(formExtra || extraStyleHtml) && (
          <div className="w-extra">
            {formExtraHtml !== null ? (
              <div className="w-extra-text" dangerouslySetInnerHTML={{ __html: formExtraHtml }} />
            ) : (
              formExtra && <p className="w-extra-text">{formExtra}</p>
            )}
            {extraStyleHtml && <div className="w-extra-html" dangerouslySetInnerHTML={{ __html: extraStyleHtml }} />}
          </div>
        )}
      </div>
    );

  const card = (
    <form className="w-form" onSubmit={submit} noValidate data-view={view} data-step={twoStep ? step : undefined}>
      {(type === 2 || type === 3 || type === 4) && (
        <button
          type="button"
          className="w-close"
          aria-label={t('widgetPreview.close')}
          title={closeTitle}
          onClick={close}
        >
          {closeText || '×'}
        </button>
      )}
      {body}
    </form>
  );

  const iconUrl = safeImageUrl(form.widget_settings_extra.widget_popup_icon);
  let layout;
  switch (type) {
    case 2:
      layout = (
        <>
          {open && position === 'center' && <div className="w-backdrop" />}
          {open && <div className="w-popup">{card}</div>}
          <button
            type="button"
            className="w-popup-icon"
            aria-label={t('widgetPreview.open_widget')}
            aria-expanded={visitor ? open : undefined}
            onClick={visitor ? () => setOpen((was) => !was) : undefined}
          >
            {iconUrl ? (
              <img src={iconUrl} alt="" />
            ) : (
              <svg {...lineIconAttributes}>
                <path d={iconPaths.chat} />
              </svg>
            )}
          </button>
        </>
      );
      break;
    case 3:
      layout = open ? <div className="w-slim">{card}</div> : null;
      break;
    case 4:
      layout = open ? <div className="w-takeover">{card}</div> : null;
      break;
    default:
      layout = <div className="w-fixed">{card}</div>;
  }

  const overlaying = type === 2 || type === 3 || type === 4;
  return (
    <div
      className={`w-stage w-type-${type} w-pos-${position}${device === 'mobile' ? ' w-mobile' : ''}${overlaying ? ' w-overlaying' : ''}${visitor ? ' w-visitor' : ''}`}
      style={{ fontFamily: fontFamily(form.font_family) }}
      data-type={type}
      data-open={visitor ? open : undefined}
    >
      {overlaying && !visitor && (
        <div className="w-page" aria-hidden="true">
          {PAGE_LINES}
        </div>
      )}
      {layout}
    </div>
  );
}

interface ToolbarProps {
  twoStep: boolean;
  showErrors: boolean;
  view: PreviewView;
  step: 1 | 2;
  onShowErrors: (on: boolean) => void;
  onView: (view: PreviewView) => void;
  onStep: (step: 1 | 2) => void;
}

/** What the visitor would do, without typing: the other step, the report, the error messages. */
const PreviewToolbar = memo(function PreviewToolbar({
  twoStep,
  showErrors,
  view,
  step,
  onShowErrors,
  onView,
  onStep,
}: ToolbarProps) {
  const { t } = useTranslation();
  const toggle = (pressed: boolean) => ({
    variant: pressed ? ('subtle' as const) : ('ghost' as const),
    'aria-pressed': pressed,
  });
  return (
    <Flex gap="1" wrap="wrap" mb="2" role="toolbar" aria-label={t('widgetPreview.label')}>
      <Button size="xs" {...toggle(view === 'form')} onClick={() => onView('form')}>
        {t('widgetPreview.form_view')}
      </Button>
      <Button size="xs" {...toggle(view === 'report')} onClick={() => onView('report')}>
        {t('widgetPreview.report_view')}
      </Button>
      {twoStep && (
        <>
          <Button size="xs" {...toggle(view === 'form' && step === 1)} onClick={() => onStep(1)}>
            {t('widgetPreview.first_step')}
          </Button>
          <Button size="xs" {...toggle(view === 'form' && step === 2)} onClick={() => onStep(2)}>
            {t('widgetPreview.second_step')}
          </Button>
        </>
      )}
      <Button size="xs" ms="auto" {...toggle(showErrors)} onClick={() => onShowErrors(!showErrors)}>
        {t('widgetPreview.show_errors')}
      </Button>
    </Flex>
  );
});

/**
 * The widget as a visitor sees it, rendered into a shadow root so that neither the app's CSS reaches
 * the widget nor the widget's CSS the app. The stylesheet is rebuilt only when `styles` changes;
 * a keystroke in a text field re-renders just the plain elements inside.
 */
export const WidgetPreview = memo(function WidgetPreview({
  form,
  styles,
  device,
  visitor = false,
}: WidgetPreviewProps) {
  const { t } = useTranslation();
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [view, setView] = useState<PreviewView>('form');
  const [step, setStepState] = useState<1 | 2>(1);

  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  const setStep = useCallback((next: 1 | 2) => {
    setStepState(next);
    setView('form');
  }, []);

  const buttonColor = form.widget_button_color;
  const css = useMemo(() => stylesToCss(styles, buttonColor), [styles, buttonColor]);
  const closeText = typeof styles.close_btn.text === 'string' ? styles.close_btn.text.slice(0, 40) : '';
  const extraHtml = typeof styles.form_extra_html.html === 'string' ? styles.form_extra_html.html : '';

  return (
    <Box h={visitor ? 'full' : undefined}>
      {!visitor && (
        <PreviewToolbar
          twoStep={form.widget_type === 5}
          showErrors={showErrors}
          view={view}
          step={step}
          onShowErrors={setShowErrors}
          onView={setView}
          onStep={setStep}
        />
      )}
      <Box
        mx="auto"
        w={device === 'mobile' ? `${MOBILE_WIDTH}px` : '100%'}
        maxW="100%"
        h={visitor ? 'full' : undefined}
        borderWidth={visitor ? '0' : '1px'}
        borderColor="border"
        rounded="md"
        overflow="hidden"
        transition="width 0.2s"
      >
        <div
          ref={hostRef}
          data-testid={visitor ? 'widget-visitor-view' : 'widget-preview'}
          data-device={device}
          role="group"
          aria-label={t('widgetPreview.label')}
          style={visitor ? { height: '100%' } : undefined}
        />
      </Box>
      {root &&
        createPortal(
          <>
            <style>{BASE_CSS}</style>
            <style data-widget-styles="">{css}</style>
            <WidgetView
              visitor={visitor}
              form={form}
              device={device}
              closeText={closeText}
              extraHtml={extraHtml}
              showErrors={showErrors}
              view={view}
              step={step}
              onStep={setStep}
              onView={setView}
            />
          </>,
          root,
        )}
    </Box>
  );
});
