import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { conversionRate } from '@machines/widgets/stats/trend';

/** A period's totals: views, leads and conversion, as the widget list shows them. */
export function TrendFigures({ views, leads }: { views: number; leads: number }) {
  const { t } = useTranslation();
  const formats = useFormat();
  const rate = conversionRate({ views, leads });
  const figures: [string, string][] = [
    [t('widgetStats.views'), formats.count(views)],
    [t('widgetList.columns.leads'), formats.count(leads)],
    [t('widgetStats.conversion'), rate === null ? '–' : formats.percent(rate)],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 3 }} gap="3" mb="6" data-testid="trend-figures">
      {figures.map(([label, value]) => (
        <Box key={label} borderWidth="1px" borderColor="border" rounded="md" p="3">
          <chakra.dt fontSize="sm" color="muted">
            {label}
          </chakra.dt>
          <chakra.dd fontSize="2xl" fontWeight="semibold" ms="0">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}
