import { Field, Flex, Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { FocusEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** A limit from the contract with its rule (`textLimit()` of machines/shared/text-limits.ts, passed in by the form). */
export interface FieldLimit {
  max: number;
  state: (value: string) => { count: number; near: boolean; problem: 'too_long' | 'control' | null };
}

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'onFocus'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The message under the input; its presence marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Something after the input (a show/hide button). */
  end?: ReactNode;
  /** Props of the field around the input (its width in a row, its id). */
  root?: Omit<Field.RootProps, 'children'>;
  /**
   * The contract's limit (`textLimit(TEXT_LIMITS.…)`): from near it the field counts, past it (or with a control
   * character) it says so; the same rule the form's guard and the demo backend apply.
   */
  limit?: FieldLimit;
  /** A few lines instead of one (line breaks and tabs are then allowed). */
  multiline?: boolean;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one labelled text input: label above (with the required mark), the error under it, or else the hint; with a
 * limit, a character count near it and the limit's own message past it. `required` and `disabled` go to the field,
 * which the label and the input follow.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  end,
  root,
  required,
  disabled,
  limit,
  multiline,
  onFocus,
  ref,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const state = limit ? limit.state(value) : null;
  const limitError =
    state?.problem === 'control'
      ? t('text_limit.control')
      : state?.problem === 'too_long'
        ? t('text_limit.too_long', { max: limit?.max, count: state.count })
        : undefined;
  const shownError = error || limitError;
  const field = multiline ? (
    <Textarea
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={onFocus}
      rows={3}
      autoresize={false}
      name={input.name}
      id={input.id}
      placeholder={input.placeholder}
      autoComplete={input.autoComplete}
    />
  ) : (
    <Input
      ref={ref}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={onFocus}
      {...input}
    />
  );
  const counter =
    state && state.near && !state.problem ? (
      <Field.HelperText aria-live="polite">
        {t('text_limit.counter', { count: state.count, max: limit?.max })}
      </Field.HelperText>
    ) : null;
  return (
    <Field.Root invalid={Boolean(shownError)} required={required} disabled={disabled} {...root}>
      <Field.Label>
        {label}
        {required && ' '}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {end ? (
        <Flex gap="2" align="center" w="full">
          {field}
          {end}
        </Flex>
      ) : (
        field
      )}
      {shownError ? (
        <Field.ErrorText>{shownError}</Field.ErrorText>
      ) : (
        (counter ?? (hint && <Field.HelperText>{hint}</Field.HelperText>))
      )}
    </Field.Root>
  );
}
