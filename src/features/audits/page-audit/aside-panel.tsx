import { Box, Button, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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

interface AsideOfferProps {
  headingId: string;
  title: ReactNode;
  text: ReactNode;
  /** Where the panel's one action leads, and its words. */
  to: string;
  action: ReactNode;
}

/** A side panel that says one thing and offers one way on (keep the report, run one's own, go home). */
export function AsideOffer({ headingId, title, text, to, action }: AsideOfferProps) {
  return (
    <AsidePanel headingId={headingId} title={title}>
      <Text fontSize="sm" color="muted" mb="4">
        {text}
      </Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to={to}>{action}</RouterLink>
      </Button>
    </AsidePanel>
  );
}
