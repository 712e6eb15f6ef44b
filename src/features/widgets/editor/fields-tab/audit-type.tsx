import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PathChoice } from '@/features/widgets/editor/controls/path-choice';
import { useEditorSelector } from '@/features/widgets/editor/editor-context';

/** Standard or advanced audit; advanced only on a plan that has it, with an upgrade link otherwise. */
export function AuditType() {
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
