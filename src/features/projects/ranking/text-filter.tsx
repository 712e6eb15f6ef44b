import { Field, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

const COMMIT_DELAY_MS = 200;

/**
 * A search field that keeps what is typed to itself and hands it on after a short pause: a
 * keystroke re-renders this field only, never the page or the table, so typing stays quick on a long table.
 */
export function TextFilter({
  label,
  value,
  onCommit,
  placeholder,
}: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  // The address changed from outside (back/forward, a link): show its text.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      onCommit(text);
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onCommit]);
  return (
    <Field.Root maxW="16rem">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </Field.Root>
  );
}
