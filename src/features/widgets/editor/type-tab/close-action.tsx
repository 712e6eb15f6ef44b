import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice } from '@/features/widgets/editor/controls/choice';
import { BoundTextField } from '@/features/widgets/editor/controls/text-field';
import { useFormValue, useSetField } from '@/features/widgets/editor/editor-context';
import { Section } from '@/features/widgets/editor/section';

/** What the close button says and does. */
export const CloseAction = memo(function CloseAction() {
  const { t } = useTranslation();
  const action = useFormValue<'default' | 'redirect'>('close_button_action');
  const set = useSetField('close_button_action');
  return (
    <Section title={t('widgetEditor.close.heading')}>
      <Choice
        label={t('widgetEditor.close.action')}
        value={action}
        onChange={set}
        options={(['default', 'redirect'] as const).map((value) => ({
          value,
          label: t(`widgetEditor.close.${value}`),
        }))}
      />
      <BoundTextField
        key={action}
        path={`close_button_extra.${action}.title`}
        label={t('widgetEditor.close.title')}
        error="close_title"
        required
      />
      {action === 'redirect' && (
        <BoundTextField
          path="close_button_extra.redirect.redirect_url"
          label={t('widgetEditor.close.redirect_url')}
          error="close_redirect_url"
          required
          type="url"
        />
      )}
    </Section>
  );
});
