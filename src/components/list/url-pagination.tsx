import { ButtonGroup, Flex, IconButton, Pagination, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/icons';
import { useListQuery } from './use-list-query';

interface UrlPaginationProps {
  /** The page shown (from 1). */
  page: number;
  total: number;
  pageSize: number;
}

/** Page links of a list whose page lives in the URL (?page=N): Back and shared links land on the same page. */
export function UrlPagination({ page, total, pageSize }: UrlPaginationProps) {
  const { t } = useTranslation();
  const { update } = useListQuery();
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  // A phone shows the current page alone between the first and the last: the arrows stay on one line with them.
  const siblingCount = useBreakpointValue({ base: 0, sm: 1 }) ?? 1;
  return (
    <Flex justify="space-between" align="center" mt="4" gap="3" wrap="wrap">
      <Text color="muted" fontSize="sm" fontVariantNumeric="tabular-nums">
        {t('lists.page_summary', { from, to, total })}
      </Text>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        siblingCount={siblingCount}
        onPageChange={(details) => update({ page: details.page })}
        aria-label={t('lists.pagination')}
        translations={{
          prevTriggerLabel: t('lists.prev_page'),
          nextTriggerLabel: t('lists.next_page'),
          itemLabel: ({ page: n }) => t('lists.page_n', { page: n }),
        }}
      >
        {/* Should they still not fit, the page buttons wrap: the next arrow stays on screen. */}
        <ButtonGroup variant="ghost" size="sm" flexWrap="wrap" rowGap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <ChevronDownIcon transform="rotate(90deg)" />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} fontVariantNumeric="tabular-nums">
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <ChevronDownIcon transform="rotate(-90deg)" />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  );
}
