import { ColorControl } from './color-control';
import type { ControlProps } from './control-props';
import { NumberControl } from './number-control';
import { SelectControl } from './select-control';
import { SwitchControl } from './switch-control';
import { TextControl } from './text-control';

/** The control for a style value's kind. */
export function ControlView(props: ControlProps) {
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
