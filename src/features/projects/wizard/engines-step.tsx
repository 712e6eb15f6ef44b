import { Alert, Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EngineForm } from './engine-form';
import { EngineRow } from './engine-row';
import type { StepProps } from './wizard-types';

/** Step 2: the project's search engines; at least one before the keywords. */
export function EnginesStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { engines, needsEngine } = snapshot.context;
  const inForm =
    snapshot.matches({ engines: 'form' }) ||
    snapshot.matches({ engines: 'saving' }) ||
    snapshot.matches({ engines: 'loadingLatest' });
  const busy = !snapshot.matches({ engines: 'list' });
  return (
    <Box>
      {engines.length === 0 ? (
        <Text color="muted" mb="4">
          {t('projectWizard.engine.none')}
        </Text>
      ) : (
        <Table.ScrollArea position="relative" borderWidth="1px" borderColor="border" rounded="md" mb="4">
          <Table.Root size="sm" aria-label={t('projectWizard.engine.list_label')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('projectWizard.engine.search_engine')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projectWizard.engine.country')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projectWizard.engine.language')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projectWizard.engine.location')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projectWizard.engine.competitors')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('projectWizard.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {engines.map((row) => (
                <EngineRow
                  key={row.se_id}
                  row={row}
                  busy={busy}
                  onEdit={() => send({ type: 'engine.edit', seId: row.se_id })}
                  onDelete={(name) => send({ type: 'engine.deleteRequested', seId: row.se_id, name })}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {inForm ? (
        <EngineForm snapshot={snapshot} send={send} />
      ) : (
        <Button variant="outline" onClick={() => send({ type: 'engine.add' })} disabled={busy}>
          {t('projectWizard.engine.add')}
        </Button>
      )}
      {needsEngine && (
        <Alert.Root status="error" mt="4">
          <Alert.Indicator />
          <Alert.Description>{t('projectWizard.engine.needed')}</Alert.Description>
        </Alert.Root>
      )}
      <Flex justify="flex-end" mt="6">
        <Button colorPalette="brand" onClick={() => send({ type: 'engines.next' })} disabled={busy}>
          {t('projectWizard.next_keywords')}
        </Button>
      </Flex>
    </Box>
  );
}
