import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';
import { useListQuery } from './use-list-query';

/** Text search and a date range, applied on submit and kept in the URL (?q, ?from, ?to); a new search starts at page 1. */
export function ListFilters({ searchLabel }: { searchLabel: string }) {
  const { t } = useTranslation();
  const { query, update } = useListQuery();
  const [search, setSearch] = useState(query.search);
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const [shown, setShown] = useState(query);
  // The URL changed from elsewhere (Back, a link): the fields follow.
  if (shown.search !== query.search || shown.from !== query.from || shown.to !== query.to) {
    setShown(query);
    setSearch(query.search);
    setFrom(query.from);
    setTo(query.to);
  }
  const rangeInvalid = !!from && !!to && from > to;
  const active = !!(query.search || query.from || query.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeInvalid) return;
    update({ search, from, to, page: 1 });
  };

  return (
    <Flex
      as="form"
      role="search"
      aria-label={searchLabel}
      onSubmit={submit}
      gap="3"
      align="flex-end"
      wrap="wrap"
      mb="4"
    >
      <Field.Root flex="1 1 14rem" maxW="24rem">
        <Field.Label fontSize="sm">{searchLabel}</Field.Label>
        <Input size="sm" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field.Root>
      <DateField label={t('lists.date_from')} value={from} max={to} onChange={setFrom} />
      <DateField
        label={t('lists.date_to')}
        value={to}
        min={from}
        onChange={setTo}
        error={rangeInvalid ? t('lists.date_range_invalid') : undefined}
      />
      <Button type="submit" size="sm" colorPalette="brand">
        {t('lists.apply_filters')}
      </Button>
      {active && (
        <Button size="sm" variant="ghost" onClick={() => update({ search: '', from: '', to: '', page: 1 })}>
          {t('lists.clear_filters')}
        </Button>
      )}
    </Flex>
  );
}
