import { Box } from '@chakra-ui/react';
import { ConflictNotice } from '@/components/conflict-notice';
import { useEditorRef, useEditorSelector } from './editor-context';

/** An update another session overtook (409): the notice, and their widget loaded under what was changed here. */
export function ConflictBanner() {
  const ref = useEditorRef();
  const shown = useEditorSelector((s) => s.matches({ editing: 'conflict' }) || s.matches('loadingLatest'));
  const loading = useEditorSelector((s) => s.matches('loadingLatest'));
  if (!shown) return null;
  return (
    <Box mb="4">
      <ConflictNotice loading={loading} onLoadLatest={() => ref.send({ type: 'editor.loadLatest' })} />
    </Box>
  );
}
