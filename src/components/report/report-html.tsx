import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Report HTML from the server made inert: no scripts, handlers, forms, frames or styles. DOMPurify loads only here. */
export async function sanitizeReportHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'script'],
    FORBID_ATTR: ['style'],
  });
  // Links leave the app in a new window, and only to http(s) addresses.
  const box = document.createElement('div');
  box.innerHTML = clean;
  for (const link of Array.from(box.querySelectorAll('a'))) {
    const href = link.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href)) link.removeAttribute('href');
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return box.innerHTML;
}

/** Server-written report content, rendered only after sanitising. */
export function ReportHtml({ html, label }: { html: string; label: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void sanitizeReportHtml(html).then((result) => {
      if (live) setClean({ source: html, html: result });
    });
    return () => {
      live = false;
    };
  }, [html]);
  // No content yet (the report is loading) is the skeleton too, never an empty "Report" article.
  if (!html || !clean || clean.source !== html) {
    return (
      <Stack gap="2" aria-hidden="true">
        <Skeleton height="6" width="60%" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
      </Stack>
    );
  }
  return (
    <Box
      as="article"
      aria-label={label}
      data-testid="report-content"
      css={{
        '& h2': { fontSize: 'xl', fontWeight: 'semibold', mb: '2' },
        '& h3': { fontSize: 'md', fontWeight: 'semibold', mt: '4', mb: '1' },
        '& p': { mb: '2' },
        '& ol, & ul': { ps: '5', mb: '2' },
        '& ol': { listStyleType: 'decimal' },
        '& ul': { listStyleType: 'disc' },
        '& li': { mb: '1' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
      }}
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
