import { useTranslation } from 'react-i18next';
import { PathChoice } from '@/features/widgets/editor/controls/path-choice';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { WholeNumberField } from '@/features/widgets/editor/controls/whole-number-field';
import { Section } from '@/features/widgets/editor/section';
import { usePositionOptions } from './use-position-options';

/** Settings of a popup widget: auto popup, icon and position. */
export function PopupSettings() {
  const { t } = useTranslation();
  const positions = usePositionOptions(['left', 'right', 'center']);
  return (
    <Section title={t('widgetEditor.popup.heading')}>
      <WholeNumberField
        path="widget_settings_extra.widget_auto_popup"
        label={t('widgetEditor.popup.auto_popup')}
        hint={t('widgetEditor.popup.auto_popup_hint')}
      />
      <BoundTextField
        path="widget_settings_extra.widget_popup_icon"
        label={t('widgetEditor.popup.icon')}
        hint={t('widgetEditor.popup.icon_hint')}
        type="url"
      />
      <PathChoice path="widget_position" label={t('widgetEditor.popup.position')} options={positions} />
    </Section>
  );
}
