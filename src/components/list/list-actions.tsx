import { Box, Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon } from '@/components/icons';
import { UsageCounter, type Usage } from '@/components/usage-counter';

interface ListActionsProps {
  /** The plan quota of what the list holds, with its texts under `<keys>.quota`, `<keys>.quota_none`, `<keys>.upgrade`. */
  quota?: { usage: Usage | null | undefined; keys: string; testId: string };
  /** The "create" link beside it. */
  create: { to: string; label: string };
}

/** A list's heading actions: the plan quota (used / total, or the way to get some) and the link to create one more. */
export function ListActions({ quota, create }: ListActionsProps) {
  return (
    <Flex align="center" gap="4" wrap="wrap">
      {quota && (
        <Box fontSize="sm" color="muted">
          <UsageCounter
            usage={quota.usage}
            labelKey={`${quota.keys}.quota`}
            noneKey={`${quota.keys}.quota_none`}
            upgradeKey={`${quota.keys}.upgrade`}
            testId={quota.testId}
          />
        </Box>
      )}
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to={create.to}>
          <PlusIcon />
          {create.label}
        </RouterLink>
      </Button>
    </Flex>
  );
}
