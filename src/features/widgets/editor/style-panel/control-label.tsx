import { Field } from '@chakra-ui/react';
import { ShortText } from './short-text';

/** A style control's field label, short on screen and full to assistive technology. */
export function ControlLabel(props: { label: string; shortLabel: string }) {
  return (
    <Field.Label textStyle="xs">
      <ShortText {...props} />
    </Field.Label>
  );
}
