import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** An HTTP status as a coloured badge: 2xx green, 3xx blue, 4xx/5xx and timeouts red. */
export function StatusCodeBadge({ code }: { code: number | null }) {
  const { t } = useTranslation();
  const palette = code === null || code >= 400 ? 'red' : code >= 300 ? 'blue' : 'green';
  return (
    <Badge colorPalette={palette} variant="subtle" fontVariantNumeric="tabular-nums">
      {code === null ? t('crawl.values.timeout') : code}
    </Badge>
  );
}
