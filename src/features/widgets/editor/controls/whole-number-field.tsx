import { Field, Input } from '@chakra-ui/react';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlId, useFormValue, useSetField } from '@/features/widgets/editor/editor-context';

const WHOLE = /^\s*\d+\s*$/;

/**
 * A whole number bound to a form path (seconds, pixels). What is typed stays on screen;
 * only a whole number from 0 to `max` reaches the machine, anything else shows an error.
 */
export const WholeNumberField = memo(function WholeNumberField({
  path,
  label,
  hint,
  max = 86_400,
}: {
  path: string;
  label: string;
  hint?: ReactNode;
  max?: number;
}) {
  const { t } = useTranslation();
  const value = useFormValue<number | undefined>(path);
  const set = useSetField(path);
  const shown = value === undefined ? '' : String(value);
  const [raw, setRaw] = useState(shown);
  const [seen, setSeen] = useState(shown);
  // A change from elsewhere (undo, theme, reload) replaces what is typed unless it means the same.
  if (seen !== shown) {
    setSeen(shown);
    if (!WHOLE.test(raw) || Number(raw) !== value) setRaw(shown);
  }
  const invalid = raw.trim() !== '' && (!WHOLE.test(raw) || Number(raw) > max);
  return (
    <Field.Root id={controlId(path)} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        inputMode="numeric"
        value={raw}
        onChange={(e) => {
          const next = e.target.value;
          setRaw(next);
          if (WHOLE.test(next) && Number(next) <= max) set(Number(next));
        }}
        autoComplete="off"
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {invalid && <Field.ErrorText>{t('widgetEditor.style.number_error', { max })}</Field.ErrorText>}
    </Field.Root>
  );
});
