import { Box, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, pagedListMachine } from '@machines/shared/paged-list/paged-list.machine';
import { EmptyState } from '@/components/empty-state';
import { PagedListStates } from '@/components/list/paged-list-states';
import { useUrlPagedList } from '@/components/list/use-url-paged-list';
import { loadChangePage, type ChangeKind, type ChangeRow } from '@/features/monitoring/actors';
import { ChangeEntry } from './change-entry';

/** The timeline of changes, narrowed by page (?page_id or the search) and kind (?kind); paging in the URL. */
export function ChangeTimeline({ monitorId, kind }: { monitorId?: number; kind?: ChangeKind }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () => pagedListMachine.provide({ actors: { loadPage: loadChangePage({ monitorId, kind }) } }),
    [monitorId, kind],
  );
  const list = useUrlPagedList<ChangeRow>(machine, { pageSize: PAGE_SIZE });
  return (
    <PagedListStates
      list={list}
      loading={<Text role="status">{t('pageMonitor.loading')}</Text>}
      empty={<EmptyState title={t('pageMonitor.no_changes_title')} hint={t('pageMonitor.no_changes_hint')} />}
    >
      {(shown) => (
        <Box aria-busy={list.busy || undefined}>
          <Text color="fg.muted" mb="3">
            {t('pageMonitor.change_count', { count: shown.total })}
          </Text>
          <Box as="ol" listStyleType="none" m="0" p="0" aria-label={t('pageMonitor.timeline')}>
            {shown.items.map((change) => (
              <ChangeEntry key={change.id} change={change} />
            ))}
          </Box>
        </Box>
      )}
    </PagedListStates>
  );
}
