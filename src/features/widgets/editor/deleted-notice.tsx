import { useTranslation } from 'react-i18next';
import { EditorNotice } from './editor-notice';

/** A deleted widget is shown read-only: what it looked like, with no way to change it. */
export function DeletedNotice() {
  const { t } = useTranslation();
  return (
    <EditorNotice
      status="warning"
      title={t('widgetEditor.deleted.title')}
      text={t('widgetEditor.deleted.text')}
      to="/deleted-widget-list"
      linkLabel={t('widgetEditor.back_to_list')}
    />
  );
}
