import { Field, Input } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { STYLE_NUMBER_MAX, sanitizeStyleNumber } from '@machines/widgets/editor/widget-editor.rules';
import type { StyleValue } from '@machines/widgets/editor/widget-editor.types';
import { controlId, useEditorRef, useStyleValue } from '@/features/widgets/editor/editor-context';
import { ControlLabel } from './control-label';
import type { ControlProps } from './control-props';
import { shownValue, useTypedValue } from './typed-value';

const NUMBER_LIKE = /^\s*-?\d+(?:\.\d+)?\s*(?:px)?\s*$/i;

/** Only 0..999 numbers are sent; negative, huge or non-numeric text shows an error instead. */
function acceptNumber(raw: string, kind: 'int' | 'px-text'): StyleValue | undefined {
  if (!NUMBER_LIKE.test(raw)) return undefined;
  const n = parseFloat(raw);
  if (n < 0 || n > STYLE_NUMBER_MAX) return undefined;
  return sanitizeStyleNumber(raw, kind);
}

/** A numeric style value (a size in px or a plain number). */
export const NumberControl = memo(function NumberControl({ group, control, label, shortLabel }: ControlProps) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const value = useStyleValue(group, control.key);
  const kind = control.kind === 'number' ? control.numberKind : 'int';
  const [raw, setRaw] = useTypedValue(value, (text) => acceptNumber(text, kind));
  const invalid = raw.trim() !== '' && acceptNumber(raw, kind) === undefined && raw !== shownValue(value);
  return (
    <Field.Root id={controlId(`${group}.${control.key}`)} invalid={invalid}>
      <ControlLabel label={label} shortLabel={shortLabel} />
      <Input
        size="sm"
        inputMode="decimal"
        value={raw}
        onChange={(e) => {
          const next = e.target.value;
          setRaw(next);
          const accepted = acceptNumber(next, kind);
          if (accepted !== undefined)
            ref.send({ type: 'editor.styleChanged', group, key: control.key, value: accepted });
        }}
        autoComplete="off"
      />
      {invalid && (
        <Field.ErrorText>
          {t(kind === 'int' ? 'widgetEditor.style.number_error' : 'widgetEditor.style.px_error', {
            max: STYLE_NUMBER_MAX,
          })}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
});
