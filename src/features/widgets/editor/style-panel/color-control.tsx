import { Field, HStack, Input } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StyleValue } from '@machines/widgets/editor/widget-editor.types';
import { controlId, useEditorRef, useStyleValue } from '@/features/widgets/editor/editor-context';
import { ControlLabel } from './control-label';
import type { ControlProps } from './control-props';
import { shownValue, useTypedValue } from './typed-value';

const HEX6 = /^#[0-9a-f]{6}$/i;
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,30}|(?:rgb|hsl)a?\(\s*[\d.%\s,/-]+\))$/i;

const acceptColor = (raw: string): StyleValue | undefined => (COLOR.test(raw.trim()) ? raw.trim() : undefined);

/** A colour style value: a picker beside the typed value. */
export const ColorControl = memo(function ColorControl({ group, control, label, shortLabel }: ControlProps) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const value = useStyleValue(group, control.key);
  const [raw, setRaw] = useTypedValue(value, acceptColor);
  const send = (next: string) => ref.send({ type: 'editor.styleChanged', group, key: control.key, value: next });
  const invalid = raw.trim() !== '' && acceptColor(raw) === undefined;
  const swatch = HEX6.test(raw.trim()) ? raw.trim() : HEX6.test(shownValue(value)) ? shownValue(value) : '#ffffff';
  return (
    <Field.Root id={controlId(`${group}.${control.key}`)} invalid={invalid}>
      <ControlLabel label={label} shortLabel={shortLabel} />
      <HStack gap="2" w="full">
        <Input
          type="color"
          id={`${controlId(`${group}.${control.key}`)}-picker`}
          aria-label={t('widgetEditor.style.color_picker', { label })}
          value={swatch}
          onChange={(e) => {
            setRaw(e.target.value);
            send(e.target.value);
          }}
          w="8"
          minW="8"
          h="8"
          p="0.5"
          size="sm"
          cursor="pointer"
        />
        <Input
          size="sm"
          value={raw}
          onChange={(e) => {
            const next = e.target.value;
            setRaw(next);
            const accepted = acceptColor(next);
            if (accepted !== undefined) send(String(accepted));
          }}
          autoComplete="off"
          spellCheck={false}
          px="2"
          fontFamily="mono"
          fontSize="xs"
        />
      </HStack>
      {invalid && <Field.ErrorText>{t('widgetEditor.style.color_error')}</Field.ErrorText>}
    </Field.Root>
  );
});
