import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { WidgetForm } from '@machines/shared/widget-editor.types';
import type { PreviewField } from './preview-fields';

interface FieldProps {
  field: PreviewField;
  idPrefix: string;
  textAs: WidgetForm['show_field_text_as'];
  showError: boolean;
  t: TFunction;
}

/** The same field, as `visibleFields` makes it anew on every change of the form. */
function sameField(a: PreviewField, b: PreviewField): boolean {
  return (Object.keys(a) as (keyof PreviewField)[]).every((key) => a[key] === b[key]);
}

/**
 * One labelled input of the widget's form, with its required mark and error message. Drawn again only when its own
 * settings change: a keystroke in the title leaves every field as it was.
 */
export const WidgetField = memo(
  function WidgetField({ field, idPrefix, textAs, showError, t }: FieldProps) {
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
  },
  (a, b) =>
    a.idPrefix === b.idPrefix &&
    a.textAs === b.textAs &&
    a.showError === b.showError &&
    a.t === b.t &&
    sameField(a.field, b.field),
);
