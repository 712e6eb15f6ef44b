import { memo, useMemo, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorField } from '@machines/widgets/editor/widget-editor.types';
import { widgetTextLimit } from '@machines/widgets/editor/widget-editor.rules';
import { textLimit } from '@machines/shared/text-limits';
import { TextField } from '@/components/text-field';
import { controlId, useEditorRef, useFieldError, useFormValue, useSetField } from '../editor-context';

interface BoundTextFieldProps {
  path: string;
  label: string;
  /** The error key shown under this field (validation chain). */
  error?: ErrorField;
  required?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'url';
}

/**
 * The one TextField bound to one form path of the widget editor: it re-renders only when its value or its error
 * changes (never the whole editor per keystroke), and counts against the path's limit from the editor's rules.
 */
export const BoundTextField = memo(function BoundTextField({
  path,
  label,
  error,
  required,
  hint,
  multiline,
  type = 'text',
}: BoundTextFieldProps) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const value = useFormValue<string | undefined>(path) ?? '';
  const errorKey = useFieldError(error);
  const set = useSetField(path);
  const id = controlId(error ?? path);
  const limit = useMemo(() => {
    const max = widgetTextLimit(path);
    return max === undefined ? undefined : textLimit(max, multiline);
  }, [path, multiline]);
  // The page's own focus on the first invalid field is not the person's: the error stays.
  const onFocus = error
    ? (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.dataset.autoFocus !== 'true') ref.send({ type: 'editor.fieldFocused', field: error });
      }
    : undefined;
  return (
    <TextField
      root={{ id }}
      label={label}
      value={value}
      onValueChange={set}
      onFocus={onFocus}
      error={errorKey ? t(errorKey) : undefined}
      hint={hint}
      required={required}
      multiline={multiline}
      type={type}
      autoComplete="off"
      limit={limit}
    />
  );
});
