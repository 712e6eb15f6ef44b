import { Box, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An empty list or screen that says what to do next. */
export function EmptyState({ title, hint, action }: { title: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg" p="10" textAlign="center">
      <VStack gap="2">
        <Text fontWeight="semibold">{title}</Text>
        {hint && <Text color="muted">{hint}</Text>}
        {action}
      </VStack>
    </Box>
  );
}
