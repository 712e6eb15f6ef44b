import { Link } from '@chakra-ui/react';
import { Trans } from 'react-i18next';
import { useSiteSettings } from '@/components/data/site-settings';
import { safeHref } from '@/components/safe-href';

/** Build settings with our own pages as defaults; a white-label site's settings name its own. */
const TERMS_URL = safeHref(import.meta.env.VITE_TERMS_URL as string | undefined) ?? 'https://www.rankpilot.io/terms';
const PRIVACY_URL =
  safeHref(import.meta.env.VITE_PRIVACY_URL as string | undefined) ?? 'https://www.rankpilot.io/privacy';

/** The terms and privacy addresses: the site's (white label) when it has valid ones, else the build's. */
export function useLegalAddresses(): { terms: string; privacy: string } {
  const settings = useSiteSettings();
  return {
    terms: safeHref(settings?.terms_link) ?? TERMS_URL,
    privacy: safeHref(settings?.privacy_link) ?? PRIVACY_URL,
  };
}

/** "I accept the terms of service and the privacy policy", both links opening in a new tab. */
export function TermsText() {
  const { terms, privacy } = useLegalAddresses();
  const link = (href: string) => (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline" />
  );
  return <Trans i18nKey="checkout.terms" components={{ terms: link(terms), privacy: link(privacy) }} />;
}
