import { Box, Button, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/components/data/site-settings';
import { ExternalIcon, HelpIcon } from '@/components/icons';
import { safeHref } from '@/components/safe-href';
import { openSupportRequest } from '@/components/support-request-store';
import { HeaderLink } from './header-link';

/** White label: a link to the site's branded tool, when its settings turn it on and give a safe address. */
export function BrandedToolLink() {
  const settings = useSiteSettings();
  const href = safeHref(settings?.branded_tool_link);
  if (!settings?.show_branded_tool || !href) return null;
  return (
    <HeaderLink href={href} color="brand.fg" data-testid="branded-tool-link">
      {settings.branded_tool_text || settings.branded_tool_link}
      <ExternalIcon boxSize="0.9em" />
    </HeaderLink>
  );
}

/** The site's support link (shown when show_support): to support_link, or the support drawer when there is none. */
export function SupportLink({ drawer = true }: { drawer?: boolean }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (!settings?.show_support) return null;
  const text = settings.support_text || t('header.support');
  const href = safeHref(settings.support_link);
  if (!href) {
    if (!drawer) return null;
    return (
      <Button variant="ghost" size="sm" onClick={openSupportRequest} hideBelow="md">
        {text}
      </Button>
    );
  }
  return (
    <HeaderLink
      href={href}
      lineHeight="1.25"
      color="fg.muted"
      maxW={{ md: '2xs', xl: 'xl' }}
      me="2"
      data-testid="support-link"
    >
      {/* One line at 1280 px in every language; up to two on a tablet. */}
      <Box as="span" lineClamp={2}>
        {text}
      </Box>
    </HeaderLink>
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
