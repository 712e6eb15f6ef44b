import { Field, Flex, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The message under the input; its presence marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Something after the input (a show/hide button). */
  end?: ReactNode;
  /** Props of the field around the input (its width in a row). */
  root?: Omit<Field.RootProps, 'children'>;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one labelled text input: label above (with the required mark), the error under it, or else the hint. `required` and
 * `disabled` go to the field, which the label and the input follow.
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
  ...input
}: TextFieldProps) {
  const field = <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />;
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} {...root}>
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
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
