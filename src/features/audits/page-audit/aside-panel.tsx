import { Box, Heading, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AsidePanelProps extends Omit<BoxProps, 'title'> {
  /** The heading's id, naming the panel. */
  headingId: string;
  title: ReactNode;
}

/** A bordered side panel of the audit pages, named by its small heading. */
export function AsidePanel({ headingId, title, children, ...box }: AsidePanelProps) {
  return (
    <Box as="aside" aria-labelledby={headingId} borderWidth="1px" borderColor="border" rounded="md" p="5" {...box}>
      <Heading as="h2" size="sm" id={headingId} mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
