import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { FlagSwitch } from '@/features/widgets/editor/controls/flag-switch';
import { PathSelect } from '@/features/widgets/editor/controls/path-select';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { useEditorSelector, useFormValue } from '@/features/widgets/editor/editor-context';
import { Section } from '@/features/widgets/editor/section';

/** Name, language and the widget's own texts. */
export const Basics = memo(function Basics() {
  const { t } = useTranslation();
  const type = useFormValue<WidgetType>('widget_type');
  const langs = useEditorSelector((s) => s.context.meta.availableLang);
  return (
    <Section title={t('widgetEditor.basics.heading')}>
      <BoundTextField path="name" label={t('widgetEditor.basics.name')} error="name" required />
      {langs.length > 0 && (
        <PathSelect
          path="widget_lang"
          label={t('widgetEditor.basics.language')}
          options={langs.map((l) => ({ value: l.code, label: l.label }))}
        />
      )}
      <BoundTextField path="widget_title" label={t('widgetEditor.basics.title')} />
      <FlagSwitch path="display_title" label={t('widgetEditor.basics.display_title')} />
      {type !== 3 && (
        <BoundTextField path="widget_description" label={t('widgetEditor.basics.description')} multiline />
      )}
      <BoundTextField path="widget_form_extra" label={t('widgetEditor.basics.extra')} multiline />
    </Section>
  );
});
