import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PathChoice } from '@/features/widgets/editor/controls/path-choice';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { Section } from '@/features/widgets/editor/section';

/** Where the widget shows (display.rules.ts, assumed): the pages it is limited to or kept off, and the devices. */
export const DisplayRules = memo(function DisplayRules() {
  const { t } = useTranslation();
  return (
    <Section title={t('widgetEditor.where.heading')}>
      <BoundTextField
        path="widget_settings_extra.display_rules.pages_shown"
        label={t('widgetEditor.where.pages_shown')}
        hint={t('widgetEditor.where.pages_shown_hint')}
        multiline
      />
      <BoundTextField
        path="widget_settings_extra.display_rules.pages_hidden"
        label={t('widgetEditor.where.pages_hidden')}
        hint={t('widgetEditor.where.pages_hidden_hint')}
        multiline
      />
      <PathChoice
        path="widget_settings_extra.display_rules.devices"
        label={t('widgetEditor.where.devices')}
        options={[
          { value: 'all', label: t('widgetEditor.where.devices_all') },
          { value: 'desktop', label: t('widgetEditor.where.devices_desktop') },
          { value: 'phone', label: t('widgetEditor.where.devices_phone') },
        ]}
      />
    </Section>
  );
});
