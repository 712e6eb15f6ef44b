import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type {
  ErrorField,
  ShowField,
  ShowFieldTextAs,
  WidgetType,
} from '../../../../machines/widget-editor/widget-editor.types';
import { Choice, PathChoice, TextField, Toggle } from './controls';
import { useEditorSelector, useFormValue, useSetField } from './editor-context';
import { StylePanels } from './style-panel/style-panels';
import { Section } from './section';

type OptionalField = 'keyword' | 'email' | 'name' | 'phone' | 'tnc';
const OPTIONAL_FIELDS: readonly OptionalField[] = ['keyword', 'email', 'name', 'phone', 'tnc'];

/** Label and/or placeholder inputs as the display mode needs them (the same rule as validation step 7). */
function FieldTexts({ field }: { field: 'url' | Exclude<OptionalField, 'tnc'> }) {
  const { t } = useTranslation();
  const textAs = useFormValue<ShowFieldTextAs>('show_field_text_as');
  const name = t(`widgetEditor.fields.${field}`);
  return (
    <>
      {(textAs === 1 || textAs === 3) && (
        <TextField
          path={`wform_${field}.label`}
          label={t('widgetEditor.fields.label', { field: name })}
          error={`${field}_label` as ErrorField}
          required
        />
      )}
      {(textAs === 2 || textAs === 3) && (
        <TextField
          path={`wform_${field}.placeholder`}
          label={t('widgetEditor.fields.placeholder', { field: name })}
          error={`${field}_placeholder` as ErrorField}
          required
        />
      )}
    </>
  );
}

/** One optional field: shown, then required and (type 5) first step once shown. */
const OptionalFieldBox = memo(function OptionalFieldBox({ field }: { field: OptionalField }) {
  const { t } = useTranslation();
  const show = useFormValue<ShowField>(`wform_${field}.show_field`);
  const firstStep = useFormValue<number>(`wform_${field}.show_in_first_step`);
  const type = useFormValue<WidgetType>('widget_type');
  const setShow = useSetField(`wform_${field}.show_field`);
  const setFirstStep = useSetField(`wform_${field}.show_in_first_step`);
  const name = t(`widgetEditor.fields.${field}`);
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p="3">
      <Stack gap="3">
        <Toggle
          label={t('widgetEditor.fields.shown', { field: name })}
          checked={show > 0}
          onChange={(on) => setShow(on ? 1 : 0)}
        />
        {show > 0 && (
          <>
            <Toggle
              label={t('widgetEditor.fields.required', { field: name })}
              checked={show === 2}
              onChange={(on) => setShow(on ? 2 : 1)}
            />
            {type === 5 && (
              <Toggle
                label={t('widgetEditor.fields.first_step', { field: name })}
                checked={firstStep === 1}
                onChange={(on) => setFirstStep(on ? 1 : 0)}
              />
            )}
            {field === 'tnc' ? (
              <TextField
                path="wform_tnc.label"
                label={t('widgetEditor.fields.tnc_text')}
                error="tnc_label"
                required
                multiline
              />
            ) : (
              <FieldTexts field={field} />
            )}
          </>
        )}
      </Stack>
    </Box>
  );
});

function UrlFieldBox() {
  const { t } = useTranslation();
  const type = useFormValue<WidgetType>('widget_type');
  const firstStep = useFormValue<number>('wform_url.show_in_first_step');
  const setFirstStep = useSetField('wform_url.show_in_first_step');
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p="3">
      <Stack gap="3">
        <Text fontWeight="medium">{t('widgetEditor.fields.url')}</Text>
        {type === 5 && (
          <Toggle
            label={t('widgetEditor.fields.first_step', { field: t('widgetEditor.fields.url') })}
            checked={firstStep === 1}
            onChange={(on) => setFirstStep(on ? 1 : 0)}
          />
        )}
        <FieldTexts field="url" />
      </Stack>
    </Box>
  );
}

function AuditType() {
  const { t } = useTranslation();
  const canAdvance = useEditorSelector((s) => s.context.meta.canAdvanceAudit === 1);
  return (
    <PathChoice
      path="wform_url.advance_audit"
      label={t('widgetEditor.fields.audit')}
      options={[
        { value: '0', label: t('widgetEditor.fields.audit_standard') },
        { value: '1', label: t('widgetEditor.fields.audit_advanced'), disabled: !canAdvance },
      ]}
      hint={
        canAdvance ? undefined : (
          <Text textStyle="sm" color="muted">
            {t('widgetEditor.fields.audit_upgrade')}{' '}
            <Button asChild variant="plain" size="sm" colorPalette="brand" p="0" h="auto" textDecoration="underline">
              <RouterLink to="/pricing">{t('widgetEditor.fields.upgrade_link')}</RouterLink>
            </Button>
          </Text>
        )
      }
    />
  );
}

function Buttons() {
  const { t } = useTranslation();
  const type = useFormValue<WidgetType>('widget_type');
  return (
    <Section title={t('widgetEditor.fields.buttons')}>
      <TextField
        path="widget_button_label"
        label={t('widgetEditor.fields.lead_button')}
        error="lead_generation_btn_error"
        required
      />
      {type === 5 && (
        <TextField
          path="widget_settings_extra.first_step_submit_text"
          label={t('widgetEditor.fields.first_step_button')}
          error="first_step_btn"
          required
        />
      )}
    </Section>
  );
}

/** Tab 3 of the spec: field texts, audit type, the field toggles, button labels and four style panels. */
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
