import { Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowFieldTextAs } from '@machines/widgets/editor/widget-editor.types';
import { Choice } from '@/features/widgets/editor/controls/choice';
import { useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import { Section } from '@/features/widgets/editor/section';
import { StylePanels } from '@/features/widgets/editor/style-panel/style-panels';
import { AuditType } from './audit-type';
import { Buttons } from './buttons';
import { OptionalFieldBox } from './optional-field-box';
import { OPTIONAL_FIELDS } from './optional-field';
import { UrlFieldBox } from './url-field-box';

/** The form fields tab (the second of three): field texts, audit type, the field toggles, button labels and four
 * style panels. */
export const FieldsTab = memo(function FieldsTab() {
  const { t } = useTranslation();
  const setTextAs = useSetField('show_field_text_as');
  const textAs = useFormValue<ShowFieldTextAs>('show_field_text_as');
  return (
    <Stack gap="5">
      <Section title={t('widgetEditor.fields.heading')}>
        <Choice
          label={t('widgetEditor.fields.text_as')}
          value={String(textAs)}
          onChange={(value) => setTextAs(Number(value))}
          options={[1, 2, 3].map((value) => ({
            value: String(value),
            label: t(`widgetEditor.fields.text_as_${value}`),
          }))}
        />
        <AuditType />
        <UrlFieldBox />
        {OPTIONAL_FIELDS.map((field) => (
          <OptionalFieldBox key={field} field={field} />
        ))}
      </Section>
      <Buttons />
      <Section title={t('widgetEditor.fields.style_heading')}>
        <StylePanels groups={['close_btn', 'cta_button', 'input_field', 'form_body_style']} />
      </Section>
    </Stack>
  );
});
