import { Alert, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** A deleted widget is shown read-only: what it looked like, with no way to change it. */
export function DeletedNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('widgetEditor.deleted.title')}</Alert.Title>
        <Alert.Description>{t('widgetEditor.deleted.text')}</Alert.Description>
      </Alert.Content>
      <Link
        asChild
        colorPalette="brand"
        color="colorPalette.fg"
        fontWeight="medium"
        alignSelf="center"
        whiteSpace="nowrap"
      >
        <RouterLink to="/deleted-widget-list">{t('widgetEditor.back_to_list')}</RouterLink>
      </Link>
    </Alert.Root>
  );
}
