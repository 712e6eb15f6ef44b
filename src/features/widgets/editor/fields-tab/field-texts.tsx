import { useTranslation } from 'react-i18next';
import type { ErrorField, ShowFieldTextAs } from '@machines/widgets/editor/widget-editor.types';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { useFormValue } from '@/features/widgets/editor/editor-context';
import type { OptionalField } from './optional-field';

/** Label and/or placeholder inputs as the display mode needs them (the same rule as validation step 7). */
export function FieldTexts({ field }: { field: 'url' | Exclude<OptionalField, 'tnc'> }) {
  const { t } = useTranslation();
  const textAs = useFormValue<ShowFieldTextAs>('show_field_text_as');
  const name = t(`widgetEditor.fields.${field}`);
  return (
    <>
      {(textAs === 1 || textAs === 3) && (
        <BoundTextField
          path={`wform_${field}.label`}
          label={t('widgetEditor.fields.label', { field: name })}
          error={`${field}_label` as ErrorField}
          required
        />
      )}
      {(textAs === 2 || textAs === 3) && (
        <BoundTextField
          path={`wform_${field}.placeholder`}
          label={t('widgetEditor.fields.placeholder', { field: name })}
          error={`${field}_placeholder` as ErrorField}
          required
        />
      )}
    </>
  );
}
