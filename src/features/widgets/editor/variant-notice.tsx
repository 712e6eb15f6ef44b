import { useTranslation } from 'react-i18next';
import { useEditorSelector } from './editor-context';
import { EditorNotice } from './editor-notice';

/** A split test's variant says so, with the way back to its test (issue 47). */
export function VariantNotice() {
  const { t } = useTranslation();
  const variant = useEditorSelector((s) => s.context.meta.variant);
  if (!variant) return null;
  return (
    <EditorNotice
      status="info"
      title={t('widgetSplit.variant_title', { label: variant.label })}
      text={t('widgetSplit.variant_text')}
      to={`/widget-stats/${variant.of}`}
      linkLabel={t('widgetSplit.back_to_test')}
    />
  );
}
