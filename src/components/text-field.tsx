import { Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { FocusEvent, ReactNode, Ref } from 'react';
import { FieldFrame, type FieldFrameProps, type FieldLimit } from './field-frame';

export type { FieldLimit };

export interface TextFieldProps
  extends Omit<InputProps, 'onChange' | 'value' | 'onFocus'>, Pick<FieldFrameProps, 'error' | 'hint' | 'end' | 'root'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
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

/** The one labelled text input whose value its form holds (a FieldFrame around a controlled input). */
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
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      end={end}
      root={root}
      required={required}
      disabled={disabled}
      limit={limit && { max: limit.max, state: limit.state(value) }}
    >
      {multiline ? (
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
      )}
    </FieldFrame>
  );
}
