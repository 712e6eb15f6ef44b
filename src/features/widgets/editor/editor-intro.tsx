import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '@/components/icons';
import { EditorQuota } from './editor-quota';

export const SAMPLES_URL =
  (import.meta.env.VITE_WIDGET_SAMPLES_URL as string | undefined) || 'https://www.rankpilot.io/widget-samples';

export function EditorIntro() {
  const { t } = useTranslation();
  return (
    <Stack as="span" gap="1" display="flex">
      <span>{t('widgetEditor.description')}</span>
      <HStack as="span" gap="4" wrap="wrap">
        <Link
          href={SAMPLES_URL}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="brand"
          color="colorPalette.fg"
          fontWeight="medium"
        >
          {t('widgetEditor.samples_link')} <ExternalIcon />
        </Link>
        <EditorQuota />
      </HStack>
      <Text as="span" textStyle="sm">
        {t('widgetEditor.help_note')}
      </Text>
    </Stack>
  );
}
