import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorRef, useEditorSelector } from './editor-context';
import { SaveButtons } from './save-buttons';
import { ResetDialog } from './reset-dialog';

export function EditorActions() {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const canUndo = useEditorSelector((s) => s.matches('editing') && s.context.past.length > 0);
  const canRedo = useEditorSelector((s) => s.matches('editing') && s.context.future.length > 0);
  const [resetOpen, setResetOpen] = useState(false);
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('widgetEditor.actions.label')}>
      <Button
        variant="ghost"
        size="sm"
        disabled={!canUndo}
        title={t('widgetEditor.actions.undo_hint')}
        aria-keyshortcuts="Control+Z"
        onClick={() => ref.send({ type: 'editor.undo' })}
      >
        {t('widgetEditor.actions.undo')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={!canRedo}
        title={t('widgetEditor.actions.redo_hint')}
        aria-keyshortcuts="Control+Shift+Z"
        onClick={() => ref.send({ type: 'editor.redo' })}
      >
        {t('widgetEditor.actions.redo')}
      </Button>
      <SaveButtons withReset onReset={() => setResetOpen(true)} />
      <ResetDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </HStack>
  );
}
