import { Box } from '@chakra-ui/react';
import { memo } from 'react';
import { Toggle } from '@/features/widgets/editor/controls/toggle';
import { controlId, useEditorRef, useStyleValue } from '@/features/widgets/editor/editor-context';
import type { ControlProps } from './control-props';
import { ShortText } from './short-text';

/** A 0/1 style value as a switch. */
export const SwitchControl = memo(function SwitchControl({ group, control, label, shortLabel }: ControlProps) {
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
