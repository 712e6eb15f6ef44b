import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled region with a short text and its actions: signing in, or upgrading, instead of the advanced form. */
export function Offer({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={title} borderWidth="1px" borderColor="border" rounded="md" p="6">
      <Text fontWeight="semibold" fontSize="lg" mb="1">
        {title}
      </Text>
      <Text color="muted" mb="4">
        {text}
      </Text>
      <Flex gap="2" wrap="wrap">
        {children}
      </Flex>
    </Box>
  );
}
