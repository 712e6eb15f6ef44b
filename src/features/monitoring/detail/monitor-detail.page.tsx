import { Badge, Box, Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '@/api/client';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { safeHref } from '@/components/safe-href';
import { checkMonitorNow, loadMonitor, updateMonitor, type MonitorRow } from '@/features/monitoring/actors';
import { FrequencyField } from '@/features/monitoring/frequency-field';
import { ChangeTimeline } from '@/features/monitoring/changes/change-timeline';
import { useDateTimeFormat } from '@/components/list/use-date-format';
import { useLoad } from '@/components/data/use-load';

/** /page-change-monitor?id=N: one watched page, its current values, schedule, "check now" and its changes. */
export function MonitorDetailPage() {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const valid = Number.isFinite(id) && id > 0;
  const loaded = useLoad(
    (signal) => (valid ? loadMonitor(id, signal) : Promise.reject({ kind: 'http', status: 404 })),
    String(id),
  );
  const [monitor, setMonitor] = useState<MonitorRow | null>(null);
  const [busy, setBusy] = useState<'save' | 'check' | null>(null);
  const [checks, setChecks] = useState(0);
  const current = monitor && monitor.id === id ? monitor : loaded.data;

  // One call at a time: a second click while one runs does nothing.
  const run = async (kind: 'save' | 'check', call: () => Promise<MonitorRow>, done: (row: MonitorRow) => void) => {
    if (busy) return;
    setBusy(kind);
    try {
      const row = await call();
      setMonitor(row);
      done(row);
    } catch (error) {
      alertFromFailure(isApiFailure(error) ? error : { kind: 'network' });
    } finally {
      setBusy(null);
    }
  };

  if (!valid || (loaded.failure?.kind === 'http' && loaded.failure.status === 404)) {
    return (
      <PageFrame titleKey="pages.page_change_monitor">
        <EmptyState
          title={t('pageMonitor.not_found')}
          link={{ to: '/page-change-monitors', label: t('pages.page_change_monitors') }}
        />
      </PageFrame>
    );
  }
  if (loaded.failure && !current) {
    return (
      <PageFrame titleKey="pages.page_change_monitor">
        <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
      </PageFrame>
    );
  }
  if (!current) {
    return (
      <PageFrame titleKey="pages.page_change_monitor">
        <Text role="status">{t('pageMonitor.loading')}</Text>
      </PageFrame>
    );
  }

  const href = safeHref(current.url);
  const values = current.values;
  const none = t('pageMonitor.none');
  const rows: [string, string][] = [
    [t('pageMonitor.kinds.title'), values.title ?? none],
    [t('pageMonitor.kinds.meta_description'), values.meta_description ?? none],
    [t('pageMonitor.kinds.canonical'), values.canonical ?? none],
    [t('pageMonitor.kinds.status_code'), values.status_code === null ? none : String(values.status_code)],
    [
      t('pageMonitor.kinds.indexing'),
      values.indexable === null
        ? none
        : t(values.indexable ? 'pageMonitor.values.index' : 'pageMonitor.values.noindex'),
    ],
    [t('pageMonitor.kinds.content_hash'), values.content_hash ?? none],
  ];

  return (
    <PageFrame
      titleKey="pages.page_change_monitor"
      description={
        href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {current.url}
          </a>
        ) : (
          current.url
        )
      }
      actions={
        <>
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy === 'check'}
            disabled={busy !== null}
            onClick={() =>
              void run(
                'check',
                async () => {
                  const answer = await checkMonitorNow(current.id);
                  setChecks((value) => value + 1);
                  showAlert({ status: 'success', message: t('pageMonitor.checked', { count: answer.changes }) });
                  return answer.monitor;
                },
                () => {},
              )
            }
          >
            {t('pageMonitor.check_now')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() =>
              void run(
                'save',
                () => updateMonitor(current.id, { paused: !current.paused }),
                (row) =>
                  showAlert({
                    status: 'success',
                    messageKey: row.paused ? 'pageMonitor.paused_done' : 'pageMonitor.resumed_done',
                  }),
              )
            }
          >
            {t(current.paused ? 'pageMonitor.resume' : 'pageMonitor.pause')}
          </Button>
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
        <FrequencyField
          size="sm"
          disabled={busy !== null}
          value={current.frequency}
          onChange={(frequency) =>
            void run(
              'save',
              () => updateMonitor(current.id, { frequency }),
              () => showAlert({ status: 'success', messageKey: 'pageMonitor.saved' }),
            )
          }
        />
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('pageMonitor.columns.last_check')}
          </Text>
          <Text>{dateTime(current.last_check_at)}</Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('pageMonitor.columns.state')}
          </Text>
          {current.paused ? (
            <Badge>{t('pageMonitor.paused')}</Badge>
          ) : (
            <Badge colorPalette="green">{t('pageMonitor.watching')}</Badge>
          )}
        </Box>
      </SimpleGrid>
      <Heading as="h2" size="md" mb="2">
        {t('pageMonitor.current_values')}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }} gap="2" mb="6" fontSize="sm">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" wordBreak="break-word">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      <Flex align="center" justify="space-between" mb="2" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {t('pageMonitor.changes_of_page')}
        </Heading>
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`/change-log?page_id=${current.id}`}>{t('pageMonitor.open_change_log')}</RouterLink>
        </Button>
      </Flex>
      <ChangeTimeline key={`${current.id}-${checks}`} monitorId={current.id} />
    </PageFrame>
  );
}
