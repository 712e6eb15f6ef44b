import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
          action={
            <Button asChild colorPalette="brand" size="sm" mt="2">
              <Link to="/admin-site-list">{t('frame.back_to_dashboard')}</Link>
            </Button>
          }
        />
      </PageFrame>
    );
  }
  FramePage.displayName = `FramePage(${page})`;
  return FramePage;
}
