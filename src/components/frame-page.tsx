import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageFrame } from './page-frame';

/** A route whose screen has not been specified in detail: its heading and a way back to work. */
export function framePage(page: string) {
  function FramePage() {
    const { t } = useTranslation();
    return (
      <PageFrame titleKey={`pages.${page}`}>
        <EmptyState
          title={t('frame.empty_title')}
          hint={t('frame.empty_hint')}
          link={{ to: '/admin-site-list', label: t('frame.back_to_dashboard') }}
        />
      </PageFrame>
    );
  }
  FramePage.displayName = `FramePage(${page})`;
  return FramePage;
}
