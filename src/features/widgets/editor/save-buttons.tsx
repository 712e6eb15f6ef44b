import { Button } from '@chakra-ui/react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorRef, useEditorSelector } from './editor-context';

/** Save (create) or Update / Update and close / Reset (edit); shown at the top and the bottom. */
export const SaveButtons = memo(function SaveButtons({
  withReset,
  onReset,
}: {
  withReset?: boolean;
  onReset?: () => void;
}) {
  const { t } = useTranslation();
  const create = useEditorSelector((s) => s.context.mode === 'create');
  const saving = useEditorSelector((s) => s.matches('saving'));
  const closing = useEditorSelector((s) => s.context.closeAfterSave);
  // Busy, or waiting for another session's widget to be loaded under this one (nothing saves over it unseen).
  const busy = useEditorSelector((s) => !s.matches('editing') || s.matches({ editing: 'conflict' }));
  const ref = useEditorRef();
  const save = useCallback((andClose: boolean) => ref.send({ type: 'editor.save', andClose }), [ref]);
  if (create) {
    return (
      <Button
        colorPalette="brand"
        loading={saving}
        loadingText={t('widgetEditor.actions.saving')}
        disabled={busy}
        onClick={() => save(false)}
      >
        {t('widgetEditor.actions.save')}
      </Button>
    );
  }
  return (
    <>
      {withReset && (
        <Button variant="outline" colorPalette="red" disabled={busy} onClick={onReset}>
          {t('widgetEditor.actions.reset')}
        </Button>
      )}
      <Button
        variant="outline"
        colorPalette="brand"
        loading={saving && closing}
        disabled={busy}
        onClick={() => save(true)}
      >
        {t('widgetEditor.actions.update_close')}
      </Button>
      <Button colorPalette="brand" loading={saving && !closing} disabled={busy} onClick={() => save(false)}>
        {t('widgetEditor.actions.update')}
      </Button>
    </>
  );
});
