import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

interface ListEmptyStateProps {
  /** Filters are set: nothing matches them. */
  filtered: boolean;
  view: 'active' | 'deleted';
  /** The list's text group, holding empty_title, empty_hint, empty_deleted_title, empty_deleted_hint, back_to_list. */
  texts: 'leadList' | 'auditList';
  /** The way to a first row, offered by the empty active view. */
  create: { to: string; label: string };
  /** The active view's address, the deleted view's way back. */
  activePath: string;
}

/** What an empty list says: nothing matches the filters, nothing yet (and how to start), or nothing deleted. */
export function ListEmptyState({ filtered, view, texts, create, activePath }: ListEmptyStateProps) {
  const { t } = useTranslation();
  if (filtered) return <EmptyState title={t('lists.no_match_title')} hint={t('lists.no_match_hint')} />;
  if (view === 'active') {
    return <EmptyState title={t(`${texts}.empty_title`)} hint={t(`${texts}.empty_hint`)} link={create} />;
  }
  return (
    <EmptyState
      title={t(`${texts}.empty_deleted_title`)}
      hint={t(`${texts}.empty_deleted_hint`)}
      link={{ to: activePath, label: t(`${texts}.back_to_list`), secondary: true }}
    />
  );
}
