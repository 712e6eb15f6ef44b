import { Badge, Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ChangeRow } from '@/features/monitoring/actors';
import { useDateTimeFormat } from '@/components/list/use-date-format';

/** The two values of a change: the old one struck out in red, the new one inserted in green. */
const SIDES = [
  { side: 'before', palette: 'red', Mark: 'del' },
  { side: 'after', palette: 'green', Mark: 'ins' },
] as const;

/** One change: what, where, when, and the value before and after. */
export function ChangeEntry({ change }: { change: ChangeRow }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const value = (text: string | null) =>
    text === null
      ? t('pageMonitor.none')
      : text === 'index' || text === 'noindex'
        ? t(`pageMonitor.values.${text}`)
        : text;
  return (
    <Box as="li" position="relative" ps="6" pb="5" borderStartWidth="2px" borderColor="border" ms="2">
      <Box position="absolute" insetStart="-7px" top="1" w="3" h="3" rounded="full" bg="brand.solid" aria-hidden />
      <Flex gap="2" align="center" wrap="wrap" mb="1">
        <Badge colorPalette="brand">{t(`pageMonitor.kinds.${change.kind}`)}</Badge>
        <ChakraLink asChild color="brand.fg" fontWeight="medium" wordBreak="break-all">
          <RouterLink to={`/page-change-monitor?id=${change.monitor_id}`}>
            {change.url.replace(/^https?:\/\//, '')}
          </RouterLink>
        </ChakraLink>
        <Text color="fg.muted" fontSize="sm">
          <time dateTime={change.detected_at}>{dateTime(change.detected_at)}</time>
        </Text>
      </Flex>
      <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
        {SIDES.map(({ side, palette, Mark }) => (
          <Fragment key={side}>
            <Text as="dt" color="fg.muted">
              {t(`pageMonitor.${side}`)}
            </Text>
            <Text as="dd" bg={`${palette}.subtle`} color={`${palette}.fg`} px="1" rounded="sm" wordBreak="break-word">
              <Mark>{value(change[side])}</Mark>
            </Text>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
