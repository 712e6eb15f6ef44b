import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListFilters } from '@/components/list/list-filters';
import { PageFrame } from '@/components/page-frame';
import { KINDS } from '@/features/monitoring/actors';
import { ChangeTimeline } from './change-timeline';

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
