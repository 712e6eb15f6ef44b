import { Field, HStack, Input, RadioGroup, Stack, Switch, Textarea } from '@chakra-ui/react';
import { memo, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorField } from '../../../../machines/widget-editor/widget-editor.types';
import { SelectField } from '../../../components/select-field';
import { controlId, useEditorRef, useFieldError, useFormValue, useSetField } from './editor-context';

interface TextFieldProps {
  path: string;
  label: string;
  /** The error key shown under this field (validation chain). */
  error?: ErrorField;
  required?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'url';
}

/** A text input bound to one form path: it re-renders only when its value or its error changes. */
export const TextField = memo(function TextField({
  path,
  label,
  error,
  required,
  hint,
  multiline,
  type = 'text',
}: TextFieldProps) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const value = useFormValue<string | undefined>(path) ?? '';
  const errorKey = useFieldError(error);
  const set = useSetField(path);
  const id = controlId(error ?? path);
  // The page's own focus on the first invalid field is not the person's: the error stays.
  const onFocus = error
    ? (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.dataset.autoFocus !== 'true') ref.send({ type: 'editor.fieldFocused', field: error });
      }
    : undefined;
  return (
    <Field.Root id={id} invalid={Boolean(errorKey)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} onChange={(e) => set(e.target.value)} onFocus={onFocus} rows={3} autoresize={false} />
      ) : (
        <Input type={type} value={value} onChange={(e) => set(e.target.value)} onFocus={onFocus} autoComplete="off" />
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {errorKey && <Field.ErrorText>{t(errorKey)}</Field.ErrorText>}
    </Field.Root>
  );
});

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

interface ToggleProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}

/** A labelled switch: Space toggles it, the label names it. */
export function Toggle({ label, checked, onChange, disabled, id }: ToggleProps) {
  return (
    <Switch.Root
      id={id}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(d) => onChange(d.checked)}
      colorPalette="brand"
      size="sm"
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

/** A 0/1 flag at a form path as a switch. */
export const FlagSwitch = memo(function FlagSwitch({ path, label }: { path: string; label: string }) {
  const value = useFormValue<number | undefined>(path);
  const set = useSetField(path);
  return <Toggle label={label} checked={value === 1} onChange={(on) => set(on ? 1 : 0)} />;
});

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface ChoiceProps {
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  id?: string;
}

/** A radio group (arrow keys move between options). */
export function Choice({ label, value, options, onChange, hint, id }: ChoiceProps) {
  return (
    <Stack gap="1.5" id={id}>
      <RadioGroup.Root
        value={value}
        onValueChange={(d) => d.value !== null && onChange(d.value)}
        colorPalette="brand"
        size="sm"
      >
        <RadioGroup.Label display="block" mb="1.5">
          {label}
        </RadioGroup.Label>
        <HStack gap="4" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {hint}
    </Stack>
  );
}

/** A radio group bound to a form path; numeric values are sent as numbers. */
export const PathChoice = memo(function PathChoice({
  path,
  label,
  options,
  hint,
}: {
  path: string;
  label: string;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
}) {
  const value = useFormValue<string | number | undefined>(path);
  const set = useSetField(path);
  return (
    <Choice
      label={label}
      value={value === undefined ? '' : String(value)}
      options={options}
      hint={hint}
      onChange={(next) => set(typeof value === 'number' ? Number(next) : next)}
    />
  );
});

/** A native select bound to a form path. */
export const PathSelect = memo(function PathSelect({
  path,
  label,
  options,
}: {
  path: string;
  label: string;
  options: readonly ChoiceOption[];
}) {
  const value = useFormValue<string | undefined>(path) ?? '';
  const set = useSetField(path);
  return <SelectField id={controlId(path)} label={label} value={value} options={options} onChange={set} />;
});
