import {
  Accordion,
  Box,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Span,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STYLE_NUMBER_MAX, sanitizeStyleNumber } from '../../../../machines/widget-editor/validation';
import type { StyleGroupName, StyleValue } from '../../../../machines/widget-editor/widget-editor.types';
import { Toggle } from './controls';
import { controlId, useEditorRef, useStyleValue } from './editor-context';
import { styleElement, type StyleControl } from './style-config';

const HEX6 = /^#[0-9a-f]{6}$/i;
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,30}|(?:rgb|hsl)a?\(\s*[\d.%\s,/-]+\))$/i;
const NUMBER_LIKE = /^\s*-?\d+(?:\.\d+)?\s*(?:px)?\s*$/i;

const shownValue = (value: StyleValue | undefined): string => (value === undefined ? '' : String(value));

/**
 * A typed value that stays on screen as typed: `accept` turns it into the value to send, or
 * undefined when it must not be sent. A change from elsewhere (undo, theme, reset) replaces the
 * text unless the text already means that value.
 */
function useTypedValue(value: StyleValue | undefined, accept: (raw: string) => StyleValue | undefined) {
  const shown = shownValue(value);
  const [raw, setRaw] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    if (accept(raw) !== value) setRaw(shown);
  }
  return [raw, setRaw] as const;
}

/** Only 0..999 numbers are sent; negative, huge or non-numeric text shows an error instead. */
function acceptNumber(raw: string, kind: 'int' | 'px-text'): StyleValue | undefined {
  if (!NUMBER_LIKE.test(raw)) return undefined;
  const n = parseFloat(raw);
  if (n < 0 || n > STYLE_NUMBER_MAX) return undefined;
  return sanitizeStyleNumber(raw, kind);
}

interface ControlProps {
  group: StyleGroupName;
  control: StyleControl;
  /** The full accessible name, e.g. "Form title text size". */
  label: string;
  /** The short text shown (the panel already names the element), e.g. "Text size". */
  shortLabel: string;
}

/** The label reads "Form title text size" to assistive technology and "Text size" on screen. */
function ShortText({ label, shortLabel }: { label: string; shortLabel: string }) {
  const hidden = label.endsWith(shortLabel) ? label.slice(0, label.length - shortLabel.length) : '';
  return (
    <>
      {hidden && <VisuallyHidden>{hidden}</VisuallyHidden>}
      <Span display="inline-block" _firstLetter={{ textTransform: 'uppercase' }}>
        {hidden ? shortLabel : label}
      </Span>
    </>
  );
}

function ControlLabel(props: { label: string; shortLabel: string }) {
  return (
    <Field.Label textStyle="xs">
      <ShortText {...props} />
    </Field.Label>
  );
}

const NumberControl = memo(function NumberControl({ group, control, label, shortLabel }: ControlProps) {
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

const acceptColor = (raw: string): StyleValue | undefined => (COLOR.test(raw.trim()) ? raw.trim() : undefined);

const ColorControl = memo(function ColorControl({ group, control, label, shortLabel }: ControlProps) {
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

const SelectControl = memo(function SelectControl({ group, control, label, shortLabel }: ControlProps) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const value = shownValue(useStyleValue(group, control.key));
  if (control.kind !== 'select') return null;
  const known = control.options.includes(value);
  const numeric = typeof control.options[0] === 'string' && /^\d+$/.test(control.options[0]);
  return (
    <Field.Root id={controlId(`${group}.${control.key}`)}>
      <ControlLabel label={label} shortLabel={shortLabel} />
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) =>
            ref.send({
              type: 'editor.styleChanged',
              group,
              key: control.key,
              value: numeric ? Number(e.target.value) : e.target.value,
            })
          }
        >
          {!known && <option value={value}>{value === '' ? t('widgetEditor.style.default_option') : value}</option>}
          {control.options.map((option) => (
            <option key={option} value={option}>
              {control.translate
                ? t(`widgetEditor.${control.key === 'position' ? 'positions' : 'options'}.${option}`)
                : option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});

const SwitchControl = memo(function SwitchControl({ group, control, label, shortLabel }: ControlProps) {
  const ref = useEditorRef();
  const value = useStyleValue(group, control.key);
  return (
    <Box pt="5">
      <Toggle
        id={controlId(`${group}.${control.key}`)}
        label={<ShortText label={label} shortLabel={shortLabel} />}
        checked={Number(value) === 1}
        onChange={(on) => ref.send({ type: 'editor.styleChanged', group, key: control.key, value: on ? 1 : 0 })}
      />
    </Box>
  );
});

const TextControl = memo(function TextControl({ group, control, label, shortLabel }: ControlProps) {
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

function ControlView(props: ControlProps) {
  switch (props.control.kind) {
    case 'color':
      return <ColorControl {...props} />;
    case 'number':
      return <NumberControl {...props} />;
    case 'select':
      return <SelectControl {...props} />;
    case 'switch':
      return <SwitchControl {...props} />;
    case 'text':
      return <TextControl {...props} />;
  }
}

/** max_width only while the element is not full width (spec part 1 §2). */
function useHidden(group: StyleGroupName) {
  const fullWidth = useStyleValue(group, 'full_width');
  return (key: string) => key === 'max_width' && Number(fullWidth) === 1;
}

/** The controls of one element, grouped. */
export const StyleElementBody = memo(function StyleElementBody({ group }: { group: StyleGroupName }) {
  const { t } = useTranslation();
  const isHidden = useHidden(group);
  const element = styleElement(group);
  if (!element) return null;
  const elementName = t(`widgetEditor.elements.${group}`);
  return (
    <Stack gap="4">
      {element.sections.map((section) => (
        <Fieldset.Root key={section.title} size="sm">
          <Fieldset.Legend textStyle="sm" fontWeight="semibold" color="muted">
            {t(`widgetEditor.style.groups.${section.title}`)}
          </Fieldset.Legend>
          <SimpleGrid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="3">
            {section.controls
              .filter((control) => !isHidden(control.key))
              .map((control) => (
                <ControlView
                  key={control.key}
                  group={group}
                  control={control}
                  label={t('widgetEditor.style.label', {
                    element: elementName,
                    prop: t(`widgetEditor.props.${control.key}`),
                  })}
                  shortLabel={t(`widgetEditor.props.${control.key}`)}
                />
              ))}
          </SimpleGrid>
        </Fieldset.Root>
      ))}
    </Stack>
  );
});

/** Collapsible panels, one per element; a panel's controls mount when it is first opened. */
export const StylePanels = memo(function StylePanels({ groups }: { groups: readonly StyleGroupName[] }) {
  const { t } = useTranslation();
  return (
    <Accordion.Root multiple collapsible lazyMount variant="enclosed" size="sm">
      {groups.map((group) => (
        <Accordion.Item key={group} value={group}>
          <Accordion.ItemTrigger>
            <Span flex="1" fontWeight="medium">
              {t(`widgetEditor.elements.${group}`)}
            </Span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <StyleElementBody group={group} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
});

export function StyleHint() {
  const { t } = useTranslation();
  return (
    <Text color="muted" textStyle="sm" mb="3">
      {t('widgetEditor.style.hint')}
    </Text>
  );
}
