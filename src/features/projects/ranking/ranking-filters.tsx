import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bucket, RankingData, RankingView } from '@machines/projects/ranking/keyword-ranking.machine';
import { BUCKETS, compareIndexes } from '@machines/projects/ranking/view';
import type { Formats } from '@/features/projects/site-list/format';
import { SelectField } from '@/components/select-field';
import { TextFilter } from './text-filter';
import { LineToggle } from '@/components/chart/line-toggle';

interface Props {
  data: RankingData;
  view: RankingView;
  formats: Formats;
  onChange: (patch: Partial<RankingView>) => void;
  onCompare: (from: string | null, to: string | null) => void;
  onToggleCompetitor: (id: number) => void;
}

/** Text, group and position filters, the two compared dates and the competitor switches. */
export const RankingFilters = memo(function RankingFilters({
  data,
  view,
  formats,
  onChange,
  onCompare,
  onToggleCompetitor,
}: Props) {
  const { t } = useTranslation();
  const [from, to] = compareIndexes(data.dates, view);
  const dateOptions = data.dates.map((date) => ({ value: date, label: formats.date(date) }));
  const fromDate = data.dates[from] ?? null;
  const toDate = data.dates[to] ?? null;
  return (
    <Box mb="2">
      <Flex gap="3" wrap="wrap" align="end">
        <TextFilter label={t('ranking.filter_text')} value={view.text} onCommit={(text) => onChange({ text })} />
        <SelectField
          size="sm"
          maxW="14rem"
          label={t('ranking.filter_group')}
          value={view.group}
          onChange={(group) => onChange({ group })}
          options={[
            { value: 'all', label: t('ranking.group_all') },
            { value: 'none', label: t('ranking.ungrouped') },
            ...data.groups.map((group) => ({ value: String(group.id), label: group.name })),
          ]}
        />
        <SelectField
          size="sm"
          maxW="14rem"
          label={t('ranking.filter_position')}
          value={view.bucket}
          onChange={(bucket) => onChange({ bucket: bucket as Bucket })}
          options={BUCKETS.map((bucket) => ({
            value: bucket,
            label:
              bucket === 'all'
                ? t('ranking.bucket_all')
                : bucket === 'none'
                  ? t('ranking.bucket_none')
                  : t('ranking.bucket_top', { top: bucket }),
          }))}
        />
        {data.dates.length < 2 ? (
          // Nothing to compare yet: the one check's date, and when comparing starts.
          <Text fontSize="sm" color="fg.muted" alignSelf="center" maxW="md">
            {t('ranking.checked_once', { date: formats.date(data.dates[0] ?? '') })}
          </Text>
        ) : (
          <>
            <SelectField
              size="sm"
              label={t('ranking.compare_from')}
              value={fromDate ?? ''}
              onChange={(date) => onCompare(date, toDate)}
              options={dateOptions.slice(0, Math.max(1, to))}
              maxW="11rem"
            />
            <SelectField
              size="sm"
              label={t('ranking.compare_to')}
              value={toDate ?? ''}
              onChange={(date) => onCompare(fromDate, date)}
              options={dateOptions.slice(from + 1)}
              maxW="11rem"
            />
          </>
        )}
      </Flex>
      {data.competitors.length > 0 && (
        <chakra.fieldset mt="3">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
            {t('ranking.competitors')}
          </Text>
          <Flex gap="4" wrap="wrap">
            {data.competitors.map((competitor) => (
              <LineToggle
                key={competitor.id}
                shown={!view.hidden.includes(competitor.id)}
                onToggle={() => onToggleCompetitor(competitor.id)}
                color="var(--chakra-colors-brand-solid)"
              >
                {competitor.url}
              </LineToggle>
            ))}
          </Flex>
        </chakra.fieldset>
      )}
    </Box>
  );
});
