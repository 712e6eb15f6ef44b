import { Alert, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useEditorSelector } from './editor-context';

/** A split test's variant says so, with the way back to its test (issue 47). */
export function VariantNotice() {
  const { t } = useTranslation();
  const variant = useEditorSelector((s) => s.context.meta.variant);
  if (!variant) return null;
  return (
    <Alert.Root status="info" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('widgetSplit.variant_title', { label: variant.label })}</Alert.Title>
        <Alert.Description>{t('widgetSplit.variant_text')}</Alert.Description>
      </Alert.Content>
      <Link
        asChild
        colorPalette="brand"
        color="colorPalette.fg"
        fontWeight="medium"
        alignSelf="center"
        whiteSpace="nowrap"
      >
        <RouterLink to={`/widget-stats/${variant.of}`}>{t('widgetSplit.back_to_test')}</RouterLink>
      </Link>
    </Alert.Root>
  );
}
