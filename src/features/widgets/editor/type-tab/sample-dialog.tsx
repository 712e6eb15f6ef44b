import { useEditorSelector } from '@/features/widgets/editor/editor-context';
import { SamplePreview } from '@/features/widgets/editor/sample-preview';

/** The sample page with the widget as it stands in the editor right now. */
export function SampleDialog({ themeCode, onClose }: { themeCode: string; onClose: () => void }) {
  const form = useEditorSelector((s) => s.context.form);
  const styles = useEditorSelector((s) => s.context.styles);
  const widgetId = useEditorSelector((s) => (s.context.mode === 'edit' ? s.context.widgetId : undefined));
  const unsaved = useEditorSelector((s) => s.context.dirty);
  return (
    <SamplePreview
      widgetId={widgetId}
      unsaved={unsaved}
      themeCode={themeCode}
      form={form}
      styles={styles}
      onClose={onClose}
    />
  );
}
