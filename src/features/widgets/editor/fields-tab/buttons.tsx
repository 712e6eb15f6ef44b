import { useTranslation } from 'react-i18next';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { useFormValue } from '@/features/widgets/editor/editor-context';
import { Section } from '@/features/widgets/editor/section';

/** The button labels: the lead button and (type 5) the first step's button. */
export function Buttons() {
  const { t } = useTranslation();
  const type = useFormValue<WidgetType>('widget_type');
  return (
    <Section title={t('widgetEditor.fields.buttons')}>
      <BoundTextField
        path="widget_button_label"
        label={t('widgetEditor.fields.lead_button')}
        error="lead_generation_btn_error"
        required
      />
      {type === 5 && (
        <BoundTextField
          path="widget_settings_extra.first_step_submit_text"
          label={t('widgetEditor.fields.first_step_button')}
          error="first_step_btn"
          required
        />
      )}
    </Section>
  );
}
