import { Field, NativeSelect } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { controlId, useEditorRef, useStyleValue } from '@/features/widgets/editor/editor-context';
import { ControlLabel } from './control-label';
import type { ControlProps } from './control-props';
import { shownValue } from './typed-value';

/** A style value from a fixed list; an unknown current value stays selectable. */
export const SelectControl = memo(function SelectControl({ group, control, label, shortLabel }: ControlProps) {
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
