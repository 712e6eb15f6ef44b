import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The line above the style panels saying what they change. */
export function StyleHint() {
  const { t } = useTranslation();
  return (
    <Text color="muted" textStyle="sm" mb="3">
      {t('widgetEditor.style.hint')}
    </Text>
  );
}
