import { useTranslation } from 'react-i18next';

/** Widget positions as translated choice options. */
export function usePositionOptions(values: readonly string[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`widgetEditor.positions.${value}`) }));
}
