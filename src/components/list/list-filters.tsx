import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Field.Root w="auto">
        <Field.Label fontSize="sm">{t('lists.date_from')}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
      </Field.Root>
      <Field.Root w="auto" invalid={rangeInvalid}>
        <Field.Label fontSize="sm">{t('lists.date_to')}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <Field.ErrorText>{t('lists.date_range_invalid')}</Field.ErrorText>
      </Field.Root>
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
