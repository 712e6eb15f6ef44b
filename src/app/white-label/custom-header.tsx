import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '@/components/data/site-settings';

/** The site's own header HTML, made safe: no scripts, no handlers, nothing that runs. DOMPurify loads only when there is HTML. */
export async function sanitizeHeaderHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  });
}

/** White label: custom header elements; the home page's own (page_header_home) and every page's (common_page_header). */
export function CustomHeader() {
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  const html = [pathname === '/' ? settings?.page_header_home : null, settings?.common_page_header]
    .filter(Boolean)
    .join('');
  const [safe, setSafe] = useState({ html: '', from: '' });
  useEffect(() => {
    let current = true;
    if (html) void sanitizeHeaderHtml(html).then((clean) => current && setSafe({ html: clean, from: html }));
    return () => {
      current = false;
    };
  }, [html]);
  if (!html || safe.from !== html || !safe.html) return null;
  return <Box data-testid="custom-header" fontSize="sm" dangerouslySetInnerHTML={{ __html: safe.html }} />;
}
