import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FREQUENCIES, type Frequency } from './actors';

interface FrequencyFieldProps extends Omit<FieldRootProps, 'onChange'> {
  value: Frequency;
  onChange: (frequency: Frequency) => void;
  size?: 'sm' | 'md';
}

/** How often a page is checked: hourly, daily or weekly. */
export function FrequencyField({ value, onChange, size, disabled, ...root }: FrequencyFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root {...root}>
      <Field.Label>{t('pageMonitor.frequency_label')}</Field.Label>
      <NativeSelect.Root size={size} disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as Frequency)}>
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`pageMonitor.frequency.${frequency}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
