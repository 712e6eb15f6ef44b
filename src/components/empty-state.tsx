import { Box, Button, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface EmptyStateProps {
  title: ReactNode;
  hint?: ReactNode;
  /** What to do next: a link, primary unless `secondary`. */
  link?: { to: string; label: ReactNode; secondary?: boolean };
  /** Anything else to offer, e.g. a retry button. */
  action?: ReactNode;
}

/** An empty list or screen that says what to do next. */
export function EmptyState({ title, hint, link, action }: EmptyStateProps) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg" p="10" textAlign="center">
      <VStack gap="2">
        <Text fontWeight="semibold">{title}</Text>
        {hint && <Text color="muted">{hint}</Text>}
        {link && (
          <Button asChild size="sm" mt="2" {...(link.secondary ? { variant: 'outline' } : { colorPalette: 'brand' })}>
            <Link to={link.to}>{link.label}</Link>
          </Button>
        )}
        {action}
      </VStack>
    </Box>
  );
}
