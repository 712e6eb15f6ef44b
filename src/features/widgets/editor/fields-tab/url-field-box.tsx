import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { Toggle } from '@/features/widgets/editor/controls/toggle';
import { useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import { FieldTexts } from './field-texts';

/** The URL field, always shown: its texts and (type 5) whether it is in the first step. */
export function UrlFieldBox() {
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
