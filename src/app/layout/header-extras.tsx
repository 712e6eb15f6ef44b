import { Box, Button, IconButton, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '../../components/data/site-settings';
import { ExternalIcon, HelpIcon } from '../../components/icons';
import { openSupportRequest } from '../../components/support-request-store';

/** White label: a link to the site's branded tool (spec part 1 §1). */
export function BrandedToolLink({ settings }: { settings: SiteSettings | null }) {
  if (!settings?.show_branded_tool || !settings.branded_tool_link) return null;
  return (
    <ChakraLink href={settings.branded_tool_link} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg" hideBelow="md" data-testid="branded-tool-link">
      {settings.branded_tool_text || settings.branded_tool_link}
      <ExternalIcon boxSize="0.9em" />
    </ChakraLink>
  );
}

/** The site's support link (shown when show_support): to support_link, or the support drawer when there is none. */
export function SupportLink({ settings, drawer = true }: { settings: SiteSettings | null; drawer?: boolean }) {
  const { t } = useTranslation();
  if (!settings?.show_support) return null;
  const text = settings.support_text || t('header.support');
  if (!settings.support_link) {
    if (!drawer) return null;
    return (
      <Button variant="ghost" size="sm" onClick={openSupportRequest} hideBelow="md">
        {text}
      </Button>
    );
  }
  return (
    <ChakraLink
      href={settings.support_link}
      target="_blank"
      rel="noopener noreferrer"
      fontSize="sm"
      color="fg.muted"
      hideBelow="md"
      maxW="xs"
      me="2"
      data-testid="support-link"
    >
      <Box as="span" truncate>
        {text}
      </Box>
    </ChakraLink>
  );
}

/** Opens the support-request drawer. */
export function SupportRequestButton() {
  const { t } = useTranslation();
  return (
    <IconButton variant="ghost" size="sm" aria-label={t('support.open')} onClick={openSupportRequest}>
      <HelpIcon />
    </IconButton>
  );
}
