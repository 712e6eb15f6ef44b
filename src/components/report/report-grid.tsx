import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A report's two columns: the report itself, and beside it (below on narrow screens) its side panel. */
export function ReportGrid({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
      {children}
      {aside}
    </Grid>
  );
}
