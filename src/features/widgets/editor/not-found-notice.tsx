import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';

export function NotFoundNotice() {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey="widgetEditor.title_edit">
      <EmptyState
        title={t('widgetEditor.not_found_title')}
        hint={t('widgetEditor.not_found_hint')}
        link={{ to: '/widget-list', label: t('widgetEditor.back_to_list') }}
      />
    </PageFrame>
  );
}
