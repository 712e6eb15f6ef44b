import { Field, Flex, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** A key under `accountArea.errors`. */
  errorKey?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Something after the input (a show/hide button). */
  end?: ReactNode;
}

/** Label above, hint and error under: the form field of the account screens. */
export function TextField({ label, value, onValueChange, errorKey, hint, required, end, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(errorKey)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {end ? (
        <Flex gap="2" align="center" w="full">
          <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
          {end}
        </Flex>
      ) : (
        <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {errorKey && <Field.ErrorText>{t(`accountArea.errors.${errorKey}`)}</Field.ErrorText>}
    </Field.Root>
  );
}
