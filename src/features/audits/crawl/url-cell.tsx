import { Link as ChakraLink } from '@chakra-ui/react';
import { safeHref } from '@/components/safe-href';

/** An address from crawl data: a link (new window) only when it is http(s). */
export function UrlCell({ url }: { url: string }) {
  const href = safeHref(url);
  return href ? (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
      {url}
    </ChakraLink>
  ) : (
    <>{url}</>
  );
}
