import { RadioCard, SimpleGrid } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { themeName } from '@/features/widgets/theme-name';
import { useEditorRef, useEditorSelector, useFormValue } from '@/features/widgets/editor/editor-context';
import { ThemeImage } from './theme-image';

/** The themes of the chosen theme type as radio cards with their preview images. */
export const ThemePicker = memo(function ThemePicker() {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const type = useFormValue<WidgetType>('widget_type');
  const active = useFormValue<number>('active_theme');
  const themeType = useFormValue<string>('active_theme_type');
  const groups = useEditorSelector((s) => s.context.themes?.all_theme);
  const themes = groups?.find((group) => group.theme_type === themeType)?.themes ?? [];
  if (themes.length === 0) return null;
  return (
    <RadioCard.Root
      value={String(active)}
      onValueChange={(d) => d.value && ref.send({ type: 'editor.themeSelected', themeId: Number(d.value) })}
      colorPalette="brand"
      size="sm"
    >
      <RadioCard.Label>{t('widgetEditor.theme.label')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
        {themes.map((theme) => (
          <RadioCard.Item key={theme.id} value={String(theme.id)}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl flexDirection="column" alignItems="stretch" gap="2">
              <ThemeImage theme={theme} widgetType={type} />
              <RadioCard.ItemText>{themeName(t, theme.theme_code, theme.theme_name)}</RadioCard.ItemText>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
});
