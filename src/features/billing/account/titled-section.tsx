import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A part of a billing page, named by its h2. */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
