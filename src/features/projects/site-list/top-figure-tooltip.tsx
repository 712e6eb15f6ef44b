import { chakra, Flex, Portal, Spinner, Text, Tooltip } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeFocus, type Arrival } from '@/components/on-intent';
import type { TopFigureProps } from './top-figure';
import { useTopEntry } from './top-keywords-cache';

/** The tooltip stays small and needs no scrolling: the first rows, then how many more. */
const SHOWN_ITEMS = 10;

function TopList({ cache, scope, id, bucket, formats }: Omit<TopFigureProps, 'count' | 'name' | 't'>) {
  const { t } = useTranslation();
  const entry = useTopEntry(cache, scope, id, bucket);
  if (!entry || entry.status === 'loading') {
    return (
      <Flex align="center" gap="2" color="muted" py="1">
        <Spinner size="xs" />
        <Text>{t('siteList.top_loading')}</Text>
      </Flex>
    );
  }
  if (entry.status === 'failure') return <Text color="muted">{t('siteList.top_failed')}</Text>;
  if (entry.items.length === 0) return <Text color="muted">{t('siteList.top_empty')}</Text>;
  const shown = entry.items.slice(0, SHOWN_ITEMS);
  const more = entry.items.length - shown.length;
  return (
    <>
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.thead>
          <chakra.tr color="muted" fontSize="xs">
            <chakra.th textAlign="start" fontWeight="medium" pb="1">
              {t('siteList.top_keyword')}
            </chakra.th>
            <chakra.th textAlign="end" fontWeight="medium" pb="1" ps="4">
              {t('siteList.top_rank')}
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {shown.map((item) => (
            <chakra.tr key={`${item.keyword}:${item.rank}`} borderTopWidth="1px" borderColor="border.muted">
              <chakra.td py="1" maxW="14rem" truncate>
                {item.keyword}
              </chakra.td>
              <chakra.td py="1" ps="4" textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="medium">
                {formats.count(item.rank)}
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
      {more > 0 && (
        <Text color="muted" fontSize="xs" mt="1">
          {t('siteList.top_more', { count: more })}
        </Text>
      )}
    </>
  );
}

/**
 * A top figure with its tooltip (this module loads when a person first reaches for a figure): open at once when the
 * stand-in was hovered, focused or pressed while it loaded.
 */
export function TopFigureTooltip({
  count,
  scope,
  id,
  bucket,
  name,
  cache,
  formats,
  t,
  arrival,
  openAtOnce,
}: TopFigureProps & { arrival: Arrival; openAtOnce: boolean }) {
  const [open, setOpen] = useState(openAtOnce);
  const show = (next: boolean) => {
    setOpen(next);
    if (next) cache.load(scope, id, bucket);
  };
  useEffect(() => {
    if (openAtOnce) cache.load(scope, id, bucket);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const trigger = useTakeFocus<HTMLButtonElement>({ ...arrival, openOnArrival: false });
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(details) => show(details.open)}
      openDelay={250}
      closeDelay={150}
      interactive
      closeOnClick={false}
      closeOnPointerDown={false}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Tooltip.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          className="sl-top"
          // Touch has no hover: a tap opens it too.
          onClick={() => show(true)}
          // The tooltip's own Escape listener is attached only once its machine has caught up with `open`;
          // the trigger holds the focus, so it closes on Escape however fast the key follows.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) show(false);
          }}
          aria-label={t('siteList.top_trigger', { count, bucket, name })}
        >
          {formats.count(count)}
        </button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content
            bg="bg.panel"
            color="fg"
            borderWidth="1px"
            borderColor="border"
            shadow="lg"
            rounded="md"
            px="3"
            py="2"
            minW="12rem"
            maxW="20rem"
            fontSize="sm"
            textAlign="start"
          >
            <Text fontWeight="semibold" mb="1">
              {t('siteList.top_title', { bucket })}
              <chakra.span color="muted" fontWeight="normal">
                {' · '}
                {name}
              </chakra.span>
            </Text>
            <TopList cache={cache} scope={scope} id={id} bucket={bucket} formats={formats} />
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
