import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { iconPaths, lineIconAttributes } from '@/components/icons';
import type { WidgetForm } from '@machines/shared/widget-editor.types';
import { reportOutcome } from '@machines/widgets/capture/capture.rules';
import { openTriggers, opensAtOnce } from '@machines/widgets/capture/display.rules';
import { fontFamily, overlayPosition } from './preview-css';
import { visibleFields, type PreviewDevice, type PreviewStage } from './preview-fields';
import { watchTriggers } from './watch-triggers';
import { hasMarkup, loadSanitizer, safeImageUrl, sanitizeExtraHtml, sanitizerReady } from './sanitize';
import { WidgetField } from './widget-field';
import { useWidgetT } from '@/features/widgets/widget-language';

/** Whether the HTML sanitizer is loaded; asks for it when `needed` (the first markup typed or loaded). */
function useSanitizer(needed: boolean): boolean {
  const [ready, setReady] = useState(sanitizerReady);
  useEffect(() => {
    if (!needed || ready) return undefined;
    let live = true;
    loadSanitizer().then(
      () => live && setReady(true),
      () => undefined, // offline: the markup stays hidden; the next change asks again
    );
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready;
}

// The tick drawn in the terms checkbox.
const CHECK_MARK = (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <path d="M3 8.5 6.5 12 13 4.5" />
  </svg>
);
const PAGE_LINES = Array.from({ length: 9 }, (_, i) => <i key={i} />);

interface ViewProps {
  visitor: boolean;
  page: Window | null;
  form: WidgetForm;
  device: PreviewDevice;
  closeText: string;
  extraHtml: string;
  stage: PreviewStage;
}

/** The widget itself, in plain elements (no Chakra inside the shadow root: light and isolated). */
export function WidgetView({ visitor, page, form, device, closeText, extraHtml, stage }: ViewProps) {
  const { showErrors, view, step, onStep, onView } = stage;
  // The widget speaks its own language (widget_lang), as its visitors will read it, whatever the interface's.
  const t = useWidgetT(form.widget_lang);
  const idPrefix = `wp${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const type = form.widget_type;
  const twoStep = type === 5;
  // In the editor the widget is always open; a visitor meets it on its triggers, once, and may close it.
  const settings = form.widget_settings_extra;
  const triggers = useMemo(
    () => openTriggers({ widget_type: type, widget_settings_extra: settings }),
    [type, settings],
  );
  const [open, setOpen] = useState(!visitor || opensAtOnce(triggers));
  const [armed, setArmed] = useState(!open);
  useEffect(() => {
    if (!armed) return undefined;
    return watchTriggers(page ?? window, triggers, () => (setArmed(false), setOpen(true)));
  }, [armed, page, triggers]);
  const close = visitor ? () => setOpen(false) : undefined;
  const position = overlayPosition(type, form.widget_position);

  const formExtra = form.widget_form_extra;
  const extraIsMarkup = hasMarkup(formExtra);
  const sanitizer = useSanitizer(extraIsMarkup || extraHtml.trim() !== '');
  // Until the sanitizer is there, markup shows as nothing (an empty box), never unsanitized.
  const formExtraHtml = useMemo(
    () => (extraIsMarkup ? (sanitizer && sanitizeExtraHtml(formExtra)) || '' : null),
    [extraIsMarkup, sanitizer, formExtra],
  );
  const extraStyleHtml = useMemo(
    () => (sanitizer && extraHtml.trim() ? (sanitizeExtraHtml(extraHtml) ?? '') : ''),
    [sanitizer, extraHtml],
  );

  const fields = visibleFields(form);
  const tnc = form.wform_tnc.show_field > 0 ? form.wform_tnc : null;
  const onFirstStep = twoStep && step === 1;
  const stepFields = twoStep ? fields.filter((field) => field.firstStep === onFirstStep) : fields;
  const showTnc = tnc !== null && (!twoStep || (tnc.show_in_first_step === 1) === onFirstStep);
  const closeTitle =
    (form.close_button_action === 'redirect'
      ? form.close_button_extra.redirect.title
      : form.close_button_extra.default.title) || form.close_button_text;
  // What the visitor meets after sending, by the embed script's own rule: the marketer's popup text shows here too.
  const outcome = reportOutcome(form);
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
        {outcome.kind === 'message' ? (
          <p className="w-report-message">{outcome.text}</p>
        ) : (
          <>
            <h3>{t('widgetPreview.report_title')}</h3>
            <p>{t('widgetPreview.report_text')}</p>
            <div className="w-report-bars" aria-hidden="true">
              <i />
              <i />
              <i />
            </div>
          </>
        )}
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
            <WidgetField
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
                {CHECK_MARK}
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
            onClick={visitor ? () => (setArmed(false), setOpen((was) => !was)) : undefined}
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
