import { Box, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme, WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { themeName } from '@/features/widgets/theme-name';
import { assetUrl } from '@/features/widgets/editor/urls';

/** A theme's preview image (max 450 px high), or a plain box naming the theme when the image is missing. */
export function ThemeImage({ theme, widgetType }: { theme: Theme; widgetType: WidgetType }) {
  const { t } = useTranslation();
  const src = assetUrl(`/files/widget/v3/preview-image/${widgetType}-${theme.theme_code}-${theme.widget_position}.png`);
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    const accent = String(theme.style.cta_button?.background ?? '#585CE9');
    return (
      <Box
        h="24"
        w="full"
        rounded="md"
        bg="bg.muted"
        display="flex"
        alignItems="center"
        justifyContent="center"
        borderTopWidth="4px"
        style={{ borderTopColor: accent }}
      >
        <Text textStyle="xs" color="muted">
          {t('widgetEditor.theme.no_image')}
        </Text>
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt={t('widgetEditor.theme.image_alt', { name: themeName(t, theme.theme_code, theme.theme_name) })}
      maxH="450px"
      w="full"
      objectFit="contain"
      rounded="md"
      onError={() => setFailed(src)}
      loading="lazy"
    />
  );
}
