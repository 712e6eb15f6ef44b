import { useTranslation } from 'react-i18next';
import { PathChoice } from '@/features/widgets/editor/controls/path-choice';
import { Section } from '@/features/widgets/editor/section';
import { usePositionOptions } from './use-position-options';

/** Settings of a slim widget: its position. */
export function SlimSettings() {
  const { t } = useTranslation();
  const positions = usePositionOptions(['top', 'bottom']);
  return (
    <Section title={t('widgetEditor.slim.heading')}>
      <PathChoice path="widget_position" label={t('widgetEditor.slim.position')} options={positions} />
    </Section>
  );
}
