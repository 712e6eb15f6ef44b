import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FlagSwitch } from '../controls/flag-switch';
import { PathChoice } from '../controls/path-choice';
import { Section } from '../section';
import { Trigger } from './trigger';

/** Settings of a takeover widget: how it shows and what triggers it. */
export function TakeoverSettings() {
  const { t } = useTranslation();
  return (
    <Section title={t('widgetEditor.takeover.heading')}>
      <PathChoice
        path="widget_settings_extra.show_form_view_as"
        label={t('widgetEditor.takeover.view')}
        options={[
          { value: '1', label: t('widgetEditor.takeover.view_1') },
          { value: '2', label: t('widgetEditor.takeover.view_2') },
        ]}
      />
      <Text fontWeight="medium" textStyle="sm">
        {t('widgetEditor.takeover.triggers')}
      </Text>
      <FlagSwitch path="widget_settings_extra.event_type.on_exit" label={t('widgetEditor.takeover.on_exit')} />
      <Trigger
        path="widget_settings_extra.event_type.on_timeout"
        label={t('widgetEditor.takeover.on_timeout')}
        valueLabel={t('widgetEditor.takeover.timeout_value')}
        fallback={5}
      />
      <Trigger
        path="widget_settings_extra.event_type.on_scroll"
        label={t('widgetEditor.takeover.on_scroll')}
        valueLabel={t('widgetEditor.takeover.scroll_value')}
        fallback={200}
      />
    </Section>
  );
}
