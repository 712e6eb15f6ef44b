import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Badge as BadgeKind } from '@machines/leads/lead-sync/lead-sync.types';

const palette: Record<BadgeKind, string> = {
  connected: 'green',
  not_connected: 'gray',
  needs_attention: 'orange',
  needs_list: 'orange',
};

/** Connected / not connected / needs attention / needs a list, on each tab, so a broken sync shows at a glance. */
export function StatusBadge({ status }: { status: BadgeKind | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Badge colorPalette={palette[status]} variant="subtle" size="sm" data-status={status}>
      {t(`leadSync.badge.${status}`)}
    </Badge>
  );
}
