import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pagePath, publicPages } from './public-pages';

/**
 * The meta description of the public page shown, in the active language: the served head is the English one (the
 * language is chosen per tab, not per address), so another language, or another page reached in the app, replaces
 * it. The title and `<html lang>` follow already (the page's own title effect; `startI18n`).
 */
export function PageDescription() {
  const { t } = useTranslation();
  const shown = pagePath(useLocation().pathname);
  const page = publicPages.find(({ path }) => path === shown);
  const description = page ? t(page.descriptionKey) : null;
  useEffect(() => {
    if (description === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
  return null;
}
