import { Button, HStack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EngineRow as EngineRowValues } from '@machines/projects/wizard/project-wizard.machine';
import { nameOf, useCountries, useCountryLocations, useLanguages, useSearchEngines } from './use-reference';

interface EngineRowProps {
  row: EngineRowValues;
  busy: boolean;
  onEdit: () => void;
  onDelete: (name: string) => void;
}

/** One search engine of the project with its edit and delete actions. */
export function EngineRow({ row, busy, onEdit, onDelete }: EngineRowProps) {
  const { t } = useTranslation();
  const engine = nameOf(useSearchEngines(), row.searce_engine);
  const country = nameOf(useCountries(), row.se_country);
  const language = nameOf(useLanguages(row.se_country), row.se_language);
  const location = nameOf(useCountryLocations(row.se_location === null ? null : row.se_country), row.se_location);
  const name = [engine, location || country].filter(Boolean).join(' · ');
  return (
    <Table.Row data-testid={`engine-${row.se_id}`}>
      <Table.Cell fontWeight="medium">{engine}</Table.Cell>
      <Table.Cell>{country}</Table.Cell>
      <Table.Cell>{language}</Table.Cell>
      <Table.Cell>{location || t('projectWizard.engine.whole_country')}</Table.Cell>
      <Table.Cell>{row.competetor.join(', ')}</Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="flex-end" gap="1">
          <Button
            size="xs"
            variant="outline"
            onClick={onEdit}
            disabled={busy}
            aria-label={t('projectWizard.engine.edit_named', { name })}
          >
            {t('projectWizard.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(name)}
            disabled={busy}
            aria-label={t('projectWizard.engine.delete_named', { name })}
          >
            {t('projectWizard.delete')}
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
