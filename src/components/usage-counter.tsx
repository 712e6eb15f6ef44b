import { Box, Flex, Link as ChakraLink, Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface Usage {
  used: number;
  total: number;
}

interface UsageCounterProps {
  /** undefined: not known yet (the account is loading); null: none to show. */
  usage: Usage | null | undefined;
  /** Translation key of "{{used}} of {{total}} … used". */
  labelKey: string;
  /** Translation key of the text shown when the plan includes none (a total of 0). */
  noneKey: string;
  /** Translation key of the upgrade link text. */
  upgradeKey: string;
  /** Where the upgrade link goes. */
  upgradeTo?: string;
  testId?: string;
}

/**
 * A plan quota (projects or widgets): "used / total" with a small meter, and an upgrade link to
 * /pricing when the plan includes none or the quota is used up. Block content: place it outside a paragraph.
 */
export function UsageCounter({
  usage,
  labelKey,
  noneKey,
  upgradeKey,
  upgradeTo = '/pricing',
  testId,
}: UsageCounterProps) {
  const { t } = useTranslation();
  // Until the account answers, the counter's place is kept: nothing beside or under it moves when it comes.
  if (usage === undefined) return <Box h="1lh" w="15rem" maxW="full" aria-hidden="true" />;
  if (!usage) return null;
  const upgrade = (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={upgradeTo}>{t(upgradeKey)}</RouterLink>
    </ChakraLink>
  );
  if (usage.total === 0) {
    return (
      <Box data-testid={testId}>
        {t(noneKey)} {upgrade}
      </Box>
    );
  }
  const label = t(labelKey, { used: usage.used, total: usage.total });
  const full = usage.used >= usage.total;
  return (
    <Flex align="center" gap="2" wrap="wrap" data-testid={testId}>
      <Progress.Root
        value={Math.min(usage.used, usage.total)}
        max={usage.total}
        size="xs"
        w="5rem"
        colorPalette={full ? 'orange' : 'brand'}
        // The text beside it says the same: the meter is for the eye only.
        aria-hidden="true"
      >
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Box as="span" fontVariantNumeric="tabular-nums">
        {label}
      </Box>
      {full && upgrade}
    </Flex>
  );
}
