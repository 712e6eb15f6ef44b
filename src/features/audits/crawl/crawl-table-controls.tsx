import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/components/list/use-list-query';
import { SelectField, type SelectOption } from '@/components/select-field';
import type { CrawlTableQuery } from '@/features/audits/crawl-actors';

/** The three selects of the row: small, as wide as their choices, at least 10rem. */
const COMPACT = { size: 'sm', w: 'auto', minW: '10rem' } as const;

interface CrawlTableControlsProps {
  searchLabel: string;
  query: CrawlTableQuery;
  filters: SelectOption[];
  sorts: SelectOption[];
  onChange: (change: Partial<CrawlTableQuery>) => void;
  actions?: ReactNode;
}

/** Search (applied on submit, ?q), filter, sort and order (applied at once) of a crawl table. */
export function CrawlTableControls({ searchLabel, query, filters, sorts, onChange, actions }: CrawlTableControlsProps) {
  const { t } = useTranslation();
  const { query: listQuery, update } = useListQuery();
  const [search, setSearch] = useState(listQuery.search);
  const [shown, setShown] = useState(listQuery.search);
  // The URL changed from elsewhere (Back, a link): the field follows.
  if (shown !== listQuery.search) {
    setShown(listQuery.search);
    setSearch(listQuery.search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search, page: 1 });
  };
  return (
    <Flex gap="3" align="flex-end" wrap="wrap" mb="4">
      <form role="search" aria-label={searchLabel} onSubmit={submit}>
        <Flex gap="2" align="flex-end">
          <Field.Root w="16rem">
            <Field.Label fontSize="sm">{searchLabel}</Field.Label>
            <Input size="sm" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand">
            {t('crawl.table.search')}
          </Button>
        </Flex>
      </form>
      <SelectField
        {...COMPACT}
        label={t('crawl.table.filter')}
        value={query.filter}
        emptyLabel={t('crawl.table.all')}
        options={filters}
        onChange={(filter) => onChange({ filter })}
      />
      <SelectField
        {...COMPACT}
        label={t('crawl.table.sort')}
        value={query.sort}
        options={sorts}
        onChange={(sort) => onChange({ sort })}
      />
      <SelectField
        {...COMPACT}
        label={t('crawl.table.order')}
        value={query.order}
        options={[
          { value: 'asc', label: t('crawl.table.asc') },
          { value: 'desc', label: t('crawl.table.desc') },
        ]}
        onChange={(order) => onChange({ order: order === 'desc' ? 'desc' : 'asc' })}
      />
      {actions && (
        <Flex ms="auto" gap="2">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
