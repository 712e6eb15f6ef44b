import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorRef, useEditorSelector } from './editor-context';
import { SaveButtons } from './save-buttons';
import { ResetDialog } from './reset-dialog';
import { installDialogModule } from '@/features/widgets/install/install-dialog-module';
import { interruptedInstall } from '@/features/widgets/install/install-return';
import { useModuleWhen } from '@/components/on-intent';

export function EditorActions() {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const canUndo = useEditorSelector((s) => s.matches('editing') && s.context.past.length > 0);
  const canRedo = useEditorSelector((s) => s.matches('editing') && s.context.future.length > 0);
  const [resetOpen, setResetOpen] = useState(false);
  // The name in the install dialog's title, read when it opens (typing the name does not re-render the actions).
  // After an expired sign-in interrupted a check on this page, the dialog opens again with the address typed.
  const [interrupted] = useState(interruptedInstall);
  const [installName, setInstallName] = useState<string | null>(() => interrupted?.name ?? null);
  const install = useModuleWhen(installDialogModule, installName !== null, () => setInstallName(null));
  // A stored widget (edit mode) has its embed code: the saved one, whatever is being changed now.
  const stored = useEditorSelector((s) => (s.context.mode === 'edit' ? s.context.widgetId : undefined));
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
      {stored !== undefined && (
        <Button variant="outline" size="sm" onClick={() => setInstallName(ref.getSnapshot().context.form.name.trim())}>
          {t('widgetInstall.action')}
        </Button>
      )}
      <SaveButtons withReset onReset={() => setResetOpen(true)} />
      <ResetDialog open={resetOpen} onClose={() => setResetOpen(false)} />
      {installName !== null && stored !== undefined && install && (
        <install.InstallDialog
          widgetId={stored}
          name={installName}
          initialUrl={interrupted?.widgetId === stored ? interrupted.url : undefined}
          onClose={() => setInstallName(null)}
        />
      )}
    </HStack>
  );
}
