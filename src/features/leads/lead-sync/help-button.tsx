import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HelpIcon } from '@/components/icons';
import type { LeadSyncProvider } from '@machines/leads/lead-sync/lead-sync.types';

/** The external FAQ, opened in a new window; a build setting with the product's own page as default. */
export const FAQ_URL =
  (import.meta.env.VITE_LEADSYNC_FAQ_URL as string | undefined) || 'https://www.rankpilot.io/faq/lead-sync';

/** Opens the FAQ in a new window, without handing it this window (noopener). */
export function HelpButton({ provider }: { provider: LeadSyncProvider }) {
  const { t } = useTranslation();
  const url = new URL(FAQ_URL);
  url.hash = provider;
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={url.toString()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('leadSync.help_label', { service: t(`leadSync.tabs.${provider}`) })}
      >
        <HelpIcon />
        {t('leadSync.help')}
      </a>
    </Button>
  );
}
