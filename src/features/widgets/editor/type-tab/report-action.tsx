import { Box, Button, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Choice } from '@/features/widgets/editor/controls/choice';
import { FlagSwitch } from '@/features/widgets/editor/controls/flag-switch';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { useEditorSelector, useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import { Section } from '@/features/widgets/editor/section';

/** What happens after the report is requested, and whether it is e-mailed. */
export const ReportAction = memo(function ReportAction() {
  const { t } = useTranslation();
  const action = useFormValue<'default' | 'redirect' | 'popup'>('report_action');
  const smtp = useEditorSelector((s) => s.context.meta.smtpVerified);
  const set = useSetField('report_action');
  return (
    <Section title={t('widgetEditor.report.heading')}>
      <Choice
        label={t('widgetEditor.report.action')}
        value={action}
        onChange={set}
        options={(['default', 'redirect', 'popup'] as const).map((value) => ({
          value,
          label: t(`widgetEditor.report.${value}`),
        }))}
      />
      {action === 'redirect' && (
        <BoundTextField
          path="report_action_extra.redirect.redirect_url"
          label={t('widgetEditor.report.redirect_url')}
          error="report_redirect_url"
          required
          type="url"
        />
      )}
      {action === 'popup' && (
        <BoundTextField
          path="report_action_extra.popup.text"
          label={t('widgetEditor.report.popup_text')}
          error="report_popup_text"
          required
          multiline
        />
      )}
      {smtp ? (
        <FlagSwitch
          key={action}
          path={`report_action_extra.${action}.send_report`}
          label={t('widgetEditor.report.send_report')}
        />
      ) : (
        <Box>
          <Text textStyle="sm" color="muted" mb="1.5">
            {t('widgetEditor.report.smtp_hint')}
          </Text>
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/setting#smtp-setting">{t('widgetEditor.report.smtp_link')}</RouterLink>
          </Button>
        </Box>
      )}
    </Section>
  );
});
