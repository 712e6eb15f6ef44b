import { Field, Input, Textarea } from '@chakra-ui/react';
import { memo } from 'react';
import { controlId, useEditorRef, useStyleValue } from '@/features/widgets/editor/editor-context';
import { ControlLabel } from './control-label';
import type { ControlProps } from './control-props';
import { shownValue } from './typed-value';

/** A free-text style value, one line or (full width) several. */
export const TextControl = memo(function TextControl({ group, control, label, shortLabel }: ControlProps) {
  const ref = useEditorRef();
  const value = shownValue(useStyleValue(group, control.key));
  const multiline = control.kind === 'text' && control.multiline;
  const onChange = (next: string) => ref.send({ type: 'editor.styleChanged', group, key: control.key, value: next });
  return (
    <Field.Root id={controlId(`${group}.${control.key}`)} gridColumn={multiline ? '1 / -1' : undefined}>
      <ControlLabel label={label} shortLabel={shortLabel} />
      {multiline ? (
        <Textarea
          size="sm"
          rows={4}
          fontFamily="mono"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
        />
      ) : (
        <Input size="sm" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
      )}
    </Field.Root>
  );
});
