import { Badge, Box, Button, Field, Flex, Link as ChakraLink, NativeSelect, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, pagedListMachine } from '@machines/shared/paged-list/paged-list.machine';
import { EmptyState } from '@/components/empty-state';
import { ListFilters } from '@/components/list/list-filters';
import { PagedListStates } from '@/components/list/paged-list-states';
import { useUrlPagedList } from '@/components/list/use-url-paged-list';
import { PageFrame } from '@/components/page-frame';
import { KINDS, loadChangePage, type ChangeKind, type ChangeRow } from '@/features/monitoring/actors';
import { useDateTimeFormat } from '@/components/list/use-date-format';

/** The two values of a change: the old one struck out in red, the new one inserted in green. */
const SIDES = [
  { side: 'before', palette: 'red', Mark: 'del' },
  { side: 'after', palette: 'green', Mark: 'ins' },
] as const;

/** One change: what, where, when, and the value before and after. */
function ChangeEntry({ change }: { change: ChangeRow }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const value = (text: string | null) =>
    text === null
      ? t('pageMonitor.none')
      : text === 'index' || text === 'noindex'
        ? t(`pageMonitor.values.${text}`)
        : text;
  return (
    <Box as="li" position="relative" ps="6" pb="5" borderStartWidth="2px" borderColor="border" ms="2">
      <Box position="absolute" insetStart="-7px" top="1" w="3" h="3" rounded="full" bg="brand.solid" aria-hidden />
      <Flex gap="2" align="center" wrap="wrap" mb="1">
        <Badge colorPalette="brand">{t(`pageMonitor.kinds.${change.kind}`)}</Badge>
        <ChakraLink asChild color="brand.fg" fontWeight="medium" wordBreak="break-all">
          <RouterLink to={`/page-change-monitor?id=${change.monitor_id}`}>
            {change.url.replace(/^https?:\/\//, '')}
          </RouterLink>
        </ChakraLink>
        <Text color="fg.muted" fontSize="sm">
          <time dateTime={change.detected_at}>{dateTime(change.detected_at)}</time>
        </Text>
      </Flex>
      <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
        {SIDES.map(({ side, palette, Mark }) => (
          <Fragment key={side}>
            <Text as="dt" color="fg.muted">
              {t(`pageMonitor.${side}`)}
            </Text>
            <Text as="dd" bg={`${palette}.subtle`} color={`${palette}.fg`} px="1" rounded="sm" wordBreak="break-word">
              <Mark>{value(change[side])}</Mark>
            </Text>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

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

/** /change-log: what changed on the watched pages, newest first. */
export function ChangeLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((candidate) => candidate === params.get('kind'));
  const rawId = Number.parseInt(params.get('page_id') ?? '', 10);
  const monitorId = Number.isFinite(rawId) && rawId > 0 ? rawId : undefined;
  const set = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  return (
    <PageFrame titleKey="pages.change_log" description={t('pageMonitor.change_log_intro')}>
      <Flex gap="3" align="flex-end" wrap="wrap" mb="2">
        <Field.Root w="auto" minW="14rem">
          <Field.Label fontSize="sm">{t('pageMonitor.kind_filter')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={kind ?? ''} onChange={(event) => set('kind', event.target.value || undefined)}>
              <option value="">{t('pageMonitor.all_kinds')}</option>
              {KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`pageMonitor.kinds.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {monitorId && (
          <Button size="sm" variant="outline" onClick={() => set('page_id', undefined)}>
            {t('pageMonitor.all_pages')}
          </Button>
        )}
      </Flex>
      <ListFilters searchLabel={t('pageMonitor.search')} />
      <ChangeTimeline key={`${monitorId ?? ''}-${kind ?? ''}`} monitorId={monitorId} kind={kind} />
    </PageFrame>
  );
}
