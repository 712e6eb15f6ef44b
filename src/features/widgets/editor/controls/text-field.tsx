import { Field, Input, Textarea } from '@chakra-ui/react';
import { memo, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorField } from '@machines/widgets/editor/widget-editor.types';
import { controlId, useEditorRef, useFieldError, useFormValue, useSetField } from '../editor-context';

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
