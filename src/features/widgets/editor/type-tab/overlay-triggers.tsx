import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { FlagSwitch } from '@/features/widgets/editor/controls/flag-switch';
import { PathChoice } from '@/features/widgets/editor/controls/path-choice';
import { Section } from '@/features/widgets/editor/section';
import { Trigger } from './trigger';

/**
 * When an overlay (popup, slim bar, takeover) shows on a visitor's page (display.rules.ts): how often, and the
 * triggers that open it. A popup's timer is its auto-popup delay, set with the popup.
 */
export function OverlayTriggers({ type }: { type: WidgetType }) {
  const { t } = useTranslation();
  return (
    <Section title={t('widgetEditor.triggers.heading')}>
      <PathChoice
        path="widget_settings_extra.show_form_view_as"
        label={t('widgetEditor.triggers.view')}
        options={[
          { value: '1', label: t('widgetEditor.triggers.view_1') },
          { value: '2', label: t('widgetEditor.triggers.view_2') },
        ]}
      />
      <Text fontWeight="medium" textStyle="sm">
        {t('widgetEditor.triggers.list')}
      </Text>
      <FlagSwitch path="widget_settings_extra.event_type.on_exit" label={t('widgetEditor.triggers.on_exit')} />
      {type !== 2 && (
        <Trigger
          path="widget_settings_extra.event_type.on_timeout"
          label={t('widgetEditor.triggers.on_timeout')}
          valueLabel={t('widgetEditor.triggers.timeout_value')}
          fallback={5}
        />
      )}
      <Trigger
        path="widget_settings_extra.event_type.on_scroll"
        label={t('widgetEditor.triggers.on_scroll')}
        valueLabel={t('widgetEditor.triggers.scroll_value')}
        fallback={200}
      />
      <Text textStyle="sm" color="fg.muted">
        {t('widgetEditor.triggers.at_once')}
      </Text>
    </Section>
  );
}
