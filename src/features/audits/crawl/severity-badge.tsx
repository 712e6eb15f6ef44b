import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type Severity = 'error' | 'warning' | 'notice';
export const SEVERITY_PALETTE: Record<Severity, 'red' | 'orange' | 'blue'> = {
  error: 'red',
  warning: 'orange',
  notice: 'blue',
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" colorPalette={SEVERITY_PALETTE[severity]} flexShrink={0}>
      {t(`crawl.severity_one.${severity}`)}
    </Badge>
  );
}
