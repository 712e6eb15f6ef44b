import { Box, Flex, Skeleton, Table } from '@chakra-ui/react';
import { COLUMN_COUNT, pinned } from './site-table-layout';

/** Skeleton rows in the table's own shape while the list loads. */
export function SkeletonRows({ rows = 5 }: { rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row}>
          {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
            <Table.Cell key={cell} {...(cell === 0 ? { ...pinned, bg: 'bg' } : {})}>
              {cell === 0 ? (
                <Flex gap="2" align="center">
                  <Skeleton boxSize="5" />
                  <Box flex="1">
                    <Skeleton height="3.5" width="70%" />
                    <Skeleton height="2.5" width="50%" mt="1.5" />
                  </Box>
                </Flex>
              ) : cell < COLUMN_COUNT - 1 ? (
                <Skeleton height="3.5" width="2.5rem" ms="auto" />
              ) : null}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}
