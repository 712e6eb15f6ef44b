import { Field, RadioCard, SimpleGrid } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { controlId, useEditorRef, useFieldError, useFormValue } from '@/features/widgets/editor/editor-context';

const TYPES: readonly WidgetType[] = [1, 2, 3, 4, 5];

/** The five widget types as radio cards. */
export const TypePicker = memo(function TypePicker() {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const type = useFormValue<WidgetType>('widget_type');
  const error = useFieldError('widget_type');
  return (
    <Field.Root id={controlId('widget_type')} invalid={Boolean(error)}>
      <RadioCard.Root
        value={String(type)}
        onValueChange={(d) =>
          d.value && ref.send({ type: 'editor.typeSelected', widgetType: Number(d.value) as WidgetType })
        }
        colorPalette="brand"
        size="sm"
        w="full"
      >
        <RadioCard.Label>{t('widgetEditor.types.label')}</RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="2">
          {TYPES.map((value) => (
            <RadioCard.Item key={value} value={String(value)}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{t(`widgetEditor.types.${value}`)}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{t(`widgetEditor.types.hint_${value}`)}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
});
