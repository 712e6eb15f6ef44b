import { Box, Input, Textarea } from '@chakra-ui/react';
import { memo, useEffect, useRef, type FocusEvent } from 'react';
import { readPath, useEditorRef, useSetField } from '@/features/widgets/editor/editor-context';

interface BoundInputProps {
  path: string;
  multiline?: boolean;
  type?: 'text' | 'url';
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The editor's text input for one form path. The browser keeps what is typed and the machine hears each change; a
 * value the machine holds otherwise (a reset, a restored draft, a change it refused) is written into the input. So a
 * keystroke draws nothing here: React leaves the input alone and only the preview follows the letter.
 */
export const BoundInput = memo(function BoundInput({ path, multiline, type = 'text', onFocus }: BoundInputProps) {
  const ref = useEditorRef();
  const set = useSetField(path);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const read = () => String(readPath(ref.getSnapshot().context.form, path) ?? '');
  const sync = () => {
    const value = read();
    if (input.current && input.current.value !== value) input.current.value = value;
  };
  useEffect(() => {
    sync();
    return ref.subscribe(sync).unsubscribe;
    // `sync` reads the ref and the path only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, path]);
  const control = {
    ref: input,
    defaultValue: read(),
    onChange: (event: { target: { value: string } }) => {
      set(event.target.value);
      sync();
    },
    onFocus,
    autoComplete: 'off',
  };
  if (multiline) return <Textarea {...control} rows={3} autoresize={false} />;
  // A letter typed changes only the input's own box, so the browser may lay out the input alone: a contained box of
  // fixed size is a layout root of its own, but only in a block (a flex item, as in the field, never is).
  return (
    <Box w="full">
      <Input {...control} type={type} css={{ contain: 'strict', display: 'block' }} />
    </Box>
  );
});
