import { Heading, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled list of count tiles, `columns` wide on larger screens (two on small ones). */
export function TileList({ title, columns, children }: { title: ReactNode; columns: number; children: ReactNode }) {
  return (
    <>
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 2, md: columns }} gap="3" mb="6" listStyleType="none" p="0">
        {children}
      </SimpleGrid>
    </>
  );
}
