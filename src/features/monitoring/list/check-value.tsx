import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MonitorCheck, MonitorRow } from '@/features/monitoring/actors';

/** The value a per-check view shows for a page. */
export function CheckValue({ row, check }: { row: MonitorRow; check: MonitorCheck }) {
  const { t } = useTranslation();
  const { values } = row;
  switch (check) {
    case 'on_page':
      return <Text lineClamp={2}>{values.title ?? t('pageMonitor.none')}</Text>;
    case 'http_status':
      return <>{values.status_code ?? t('pageMonitor.none')}</>;
    case 'indexing':
      return (
        <>
          {values.indexable === null
            ? t('pageMonitor.none')
            : t(values.indexable ? 'pageMonitor.values.index' : 'pageMonitor.values.noindex')}
        </>
      );
    case 'canonical':
      return <Text wordBreak="break-all">{values.canonical ?? t('pageMonitor.none')}</Text>;
  }
}
