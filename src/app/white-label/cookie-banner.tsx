import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeBar } from '@/components/notice-bar';
import { useSiteSettings } from '@/components/data/site-settings';

export const COOKIE_NAME = 'cookie_consent';
/** The consent cookie lives 30 days; the banner shows again after that. */
export const COOKIE_DAYS = 30;

export function hasCookieConsent(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE_NAME}=`));
}

export function acceptCookies(doc: Document = document): void {
  doc.cookie = `${COOKIE_NAME}=1; max-age=${COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
}

/**
 * White label: the cookie banner with the site's text and button (when show_cookie_settings).
 * It is the page's last element, held to the bottom of the window while the page scrolls: it appears after the
 * settings answer without moving anything already shown, and scrolling to the end uncovers what it overlaps.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  // The build's prerender has no cookies: no consent yet.
  const [accepted, setAccepted] = useState(() => typeof document !== 'undefined' && hasCookieConsent());
  if (accepted || !settings?.show_cookie_settings) return null;
  return (
    <NoticeBar label={t('cookies.label')} variant="bottom">
      <Text maxW="3xl">{settings.cookie_settings_text || t('cookies.text')}</Text>
      <Button
        size="sm"
        colorPalette="brand"
        onClick={() => {
          acceptCookies();
          setAccepted(true);
        }}
      >
        {settings.cookie_settings_button_text || t('cookies.accept')}
      </Button>
    </NoticeBar>
  );
}
