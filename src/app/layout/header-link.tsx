import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';

/** A link out of the app in the header: a new tab that cannot reach back into this one, small, hidden on phones. */
export function HeaderLink({ href, children, ...style }: LinkProps & { href: string }) {
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" fontSize="sm" hideBelow="md" {...style}>
      {children}
    </ChakraLink>
  );
}
