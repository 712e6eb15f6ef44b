import { Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/features/widgets/editor/section';
import { Basics } from './basics';
import { CloseAction } from './close-action';
import { DisplayRules } from './display-rules';
import { ReportAction } from './report-action';
import { SampleButton } from './sample-button';
import { ThemePicker } from './theme-picker';
import { TypePicker } from './type-picker';
import { TypeSettings } from './type-settings';

/** The widget type tab (the first of three): type, theme, the basic texts, per-type settings and the two action
 * selectors. */
export const TypeTab = memo(function TypeTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Section title={t('widgetEditor.theme.section')}>
        <TypePicker />
        <ThemePicker />
        <SampleButton />
      </Section>
      <Basics />
      <TypeSettings />
      <DisplayRules />
      <ReportAction />
      <CloseAction />
    </Stack>
  );
});
