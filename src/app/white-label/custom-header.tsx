import { Box } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../components/data/site-settings';

/** The site's own header HTML, made safe: no scripts, no handlers, nothing that runs. */
export function sanitizeHeaderHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'] });
}

/** White label: custom header elements; the home page's own (page_header_home) and every page's (common_page_header). */
export function CustomHeader() {
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  const html = [pathname === '/' ? settings?.page_header_home : null, settings?.common_page_header].filter(Boolean).join('');
  const safe = useMemo(() => (html ? sanitizeHeaderHtml(html) : ''), [html]);
  if (!safe) return null;
  return <Box data-testid="custom-header" fontSize="sm" dangerouslySetInnerHTML={{ __html: safe }} />;
}
