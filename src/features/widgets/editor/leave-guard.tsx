import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { clearDraft } from './draft';
import { useEditorRef } from './editor-context';

/** Asks before a route change that would drop unsaved edits; leaving drops the kept draft too. */
export function LeaveGuard({ leavingRef, widgetId }: { leavingRef: RefObject<boolean>; widgetId: number | undefined }) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const unsaved = useCallback(() => {
    const snapshot = ref.getSnapshot();
    return snapshot.context.dirty && !snapshot.matches('saved');
  }, [ref]);
  return (
    <UnsavedChangesGuard
      when={unsaved}
      title={t('widgetEditor.leave.title')}
      text={t('widgetEditor.leave.text')}
      stayLabel={t('widgetEditor.leave.stay')}
      leaveLabel={t('widgetEditor.leave.leave')}
      onLeave={() => {
        leavingRef.current = true;
        clearDraft(widgetId);
      }}
    />
  );
}
