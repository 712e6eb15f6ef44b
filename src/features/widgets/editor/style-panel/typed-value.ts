import { useState } from 'react';
import type { StyleValue } from '@machines/widgets/editor/widget-editor.types';

/** A style value as the text of an input. */
export const shownValue = (value: StyleValue | undefined): string => (value === undefined ? '' : String(value));

/**
 * A typed value that stays on screen as typed: `accept` turns it into the value to send, or
 * undefined when it must not be sent. A change from elsewhere (undo, theme, reset) replaces the
 * text unless the text already means that value.
 */
export function useTypedValue(value: StyleValue | undefined, accept: (raw: string) => StyleValue | undefined) {
  const shown = shownValue(value);
  const [raw, setRaw] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    if (accept(raw) !== value) setRaw(shown);
  }
  return [raw, setRaw] as const;
}
