import { Box, Link as ChakraLink, Text, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface CountTileProps {
  /** Where the tile's name leads (the list behind the number). */
  to: string;
  label: ReactNode;
  count: number;
  /** Says what the number counts, under it. */
  note?: ReactNode;
  labelStyle?: LinkProps;
}

/** One number of the overview, as an item of a tile list: its name (a link), the number, what it counts. */
export function CountTile({ to, label, count, note, labelStyle }: CountTileProps) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="md" p="3">
      <ChakraLink asChild color="brand.fg" {...labelStyle}>
        <RouterLink to={to}>{label}</RouterLink>
      </ChakraLink>
      <Text fontSize="2xl" fontVariantNumeric="tabular-nums">
        {count}
      </Text>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </Box>
  );
}
