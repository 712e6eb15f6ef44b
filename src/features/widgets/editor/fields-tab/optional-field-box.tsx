import { Box, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowField, WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { Toggle } from '@/features/widgets/editor/controls/toggle';
import { useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import { FieldTexts } from './field-texts';
import type { OptionalField } from './optional-field';

/** One optional field: shown, then required and (type 5) first step once shown. */
export const OptionalFieldBox = memo(function OptionalFieldBox({ field }: { field: OptionalField }) {
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
              <BoundTextField
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
