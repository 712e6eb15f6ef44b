import { memo, useMemo, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorField } from '@machines/widgets/editor/widget-editor.types';
import { widgetTextLimit } from '@machines/widgets/editor/widget-editor.rules';
import { textLimit } from '@machines/shared/text-limits';
import { FieldFrame, sameLimitState } from '@/components/field-frame';
import {
  controlId,
  readPath,
  useEditorRef,
  useEditorSelector,
  useFieldError,
} from '@/features/widgets/editor/editor-context';
import { BoundInput } from './bound-input';

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
 * The one text field bound to one form path of the widget editor, counting against the path's limit from the
 * editor's rules. Its frame redraws only when its error or where the value stands against the limit changes; the
 * input under it holds the typed text itself (BoundInput), so a keystroke redraws neither.
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
  const errorKey = useFieldError(error);
  const id = controlId(error ?? path);
  const limit = useMemo(() => {
    const max = widgetTextLimit(path);
    return max === undefined ? undefined : textLimit(max, multiline);
  }, [path, multiline]);
  const limitState = useEditorSelector(
    (s) => (limit ? limit.state(String(readPath(s.context.form, path) ?? '')) : null),
    sameLimitState,
  );
  // The page's own focus on the first invalid field is not the person's: the error stays.
  const onFocus = error
    ? (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.dataset.autoFocus !== 'true') ref.send({ type: 'editor.fieldFocused', field: error });
      }
    : undefined;
  return (
    <FieldFrame
      root={{ id }}
      label={label}
      error={errorKey ? t(errorKey) : undefined}
      hint={hint}
      required={required}
      limit={limit && { max: limit.max, state: limitState }}
    >
      <BoundInput path={path} multiline={multiline} type={type} onFocus={onFocus} />
    </FieldFrame>
  );
});
