import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ListRow, UrlPagedList } from './use-url-paged-list';

interface ListDeleteConfirmProps<Row extends ListRow> {
  list: UrlPagedList<Row>;
  /** The list's text group, holding confirm_title, confirm_delete, confirm_text_single and confirm_text_many. */
  texts: 'leadList' | 'auditList';
}

/** The confirmation before a row or a selection of rows moves to the deleted view. */
export function ListDeleteConfirm<Row extends ListRow>({ list, texts }: ListDeleteConfirmProps<Row>) {
  const { t } = useTranslation();
  const { send, confirming, deleting, pendingDelete } = list;
  const count = pendingDelete?.ids.length;
  return (
    <ConfirmDialog
      open={confirming}
      title={t(`${texts}.confirm_title`, { count: count ?? 1 })}
      confirmLabel={t(`${texts}.confirm_delete`, { count: count ?? 1 })}
      busy={deleting}
      onConfirm={() => send({ type: 'list.deleteConfirmed' })}
      onCancel={() => send({ type: 'list.deleteCancelled' })}
    >
      <Text>
        {pendingDelete?.label
          ? t(`${texts}.confirm_text_single`, { name: pendingDelete.label })
          : t(`${texts}.confirm_text_many`, { count: count ?? 0 })}
      </Text>
    </ConfirmDialog>
  );
}
