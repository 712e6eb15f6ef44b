import { Box, Button, chakra, Flex, HStack, Input, SimpleGrid, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineForm as EngineFormValues } from '@machines/projects/wizard/project-wizard.rules';
import {
  nameOf,
  useCountries,
  useCountryLocations,
  useLanguages,
  useLocationSearch,
  useSearchEngines,
} from './use-reference';
import { FieldFrame } from '@/components/field-frame';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ConflictNotice } from '@/components/conflict-notice';
import { idOptions, idValue, toId } from '@/features/projects/select-values';
import type { StepProps } from './wizard-types';

/** Adding or editing one search engine: engine, country, its language, a location found by typing, competitors. */
export function EngineForm({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const form = snapshot.context.engineForm as EngineFormValues;
  const errors = snapshot.context.engineErrors;
  const saving = snapshot.matches({ engines: 'saving' });
  const loadingLatest = snapshot.matches({ engines: 'loadingLatest' });
  const conflict = snapshot.matches({ engines: { form: 'conflict' } }) || loadingLatest;
  const engines = useSearchEngines();
  const countries = useCountries();
  const languages = useLanguages(form.se_country);
  const countryLocations = useCountryLocations(form.se_country);
  const [locationText, setLocationText] = useState('');
  const { results, loading } = useLocationSearch(locationText, form.se_country);
  const chosenLocation = form.location_label || nameOf(countryLocations, form.se_location);
  const change = (patch: Partial<EngineFormValues>) => send({ type: 'engine.changed', patch });

  return (
    <chakra.form
      noValidate
      aria-labelledby="engine-form-title"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'engine.submit' });
      }}
    >
      <Text as="h2" id="engine-form-title" fontWeight="semibold" mb="3">
        {t(form.se_id === null ? 'projectWizard.engine.add_title' : 'projectWizard.engine.edit_title')}
      </Text>
      <Stack gap="4">
        {conflict && (
          <ConflictNotice loading={loadingLatest} onLoadLatest={() => send({ type: 'engine.loadLatest' })} />
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SelectField
            required
            invalid={!!errors.searce_engine}
            disabled={saving}
            label={t('projectWizard.engine.search_engine')}
            emptyLabel={t('projectWizard.engine.choose')}
            value={idValue(form.searce_engine)}
            options={idOptions(engines)}
            onChange={(value) => change({ searce_engine: toId(value) })}
            error={t('projectWizard.errors.choose')}
          />
          <SelectField
            required
            invalid={!!errors.se_country}
            disabled={saving}
            label={t('projectWizard.engine.country')}
            emptyLabel={t('projectWizard.engine.choose')}
            value={idValue(form.se_country)}
            options={idOptions(countries)}
            onChange={(value) => {
              setLocationText('');
              change({ se_country: toId(value), se_language: null, se_location: null, location_label: '' });
            }}
            error={t('projectWizard.errors.choose')}
          />
          <SelectField
            required
            invalid={!!errors.se_language}
            disabled={saving || form.se_country === null}
            label={t('projectWizard.engine.language')}
            emptyLabel={t('projectWizard.engine.choose')}
            value={idValue(form.se_language)}
            options={idOptions(languages)}
            onChange={(value) => change({ se_language: toId(value) })}
            error={t('projectWizard.errors.choose')}
          />
        </SimpleGrid>

        <FieldFrame
          label={t('projectWizard.engine.location')}
          disabled={form.se_country === null}
          hint={t('projectWizard.engine.location_help')}
        >
          {form.se_location !== null ? (
            <HStack>
              <Text data-testid="chosen-location">{chosenLocation}</Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => change({ se_location: null, location_label: '' })}
                disabled={saving}
              >
                {t('projectWizard.engine.clear_location')}
              </Button>
            </HStack>
          ) : (
            <Box w="full">
              <Input
                type="search"
                value={locationText}
                placeholder={t('projectWizard.engine.location_placeholder')}
                onChange={(e) => setLocationText(e.target.value)}
                disabled={saving || form.se_country === null}
                autoComplete="off"
              />
              {locationText.trim() !== '' && (
                <Box role="status" fontSize="sm" color="muted" mt="1">
                  {loading
                    ? t('projectWizard.engine.searching')
                    : results.length === 0
                      ? t('projectWizard.engine.no_locations')
                      : t('projectWizard.engine.locations_found', { count: results.length })}
                </Box>
              )}
              {results.length > 0 && (
                <Flex
                  as="ul"
                  listStyleType="none"
                  gap="1"
                  wrap="wrap"
                  mt="2"
                  aria-label={t('projectWizard.engine.location_results')}
                >
                  {results.slice(0, 12).map((item) => (
                    <li key={item.id}>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => {
                          change({ se_location: item.id, location_label: item.name });
                          setLocationText('');
                        }}
                      >
                        {item.name}
                      </Button>
                    </li>
                  ))}
                </Flex>
              )}
            </Box>
          )}
        </FieldFrame>

        <TextField
          label={t('projectWizard.engine.competitor')}
          value={form.competitorDraft}
          placeholder="competitor.com"
          onValueChange={(value) => change({ competitorDraft: value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              send({ type: 'engine.competitorAdded' });
            }
          }}
          disabled={saving}
          error={errors.competitor ? t(`projectWizard.errors.competitor_${errors.competitor}`) : undefined}
          end={
            <Button variant="outline" onClick={() => send({ type: 'engine.competitorAdded' })} disabled={saving}>
              {t('projectWizard.engine.add_competitor')}
            </Button>
          }
        />
        {form.competetor.length > 0 && (
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={t('projectWizard.engine.competitors')}>
            {form.competetor.map((item, index) => (
              <li key={item}>
                <Tag.Root size="lg">
                  <Tag.Label>{item}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={t('projectWizard.engine.remove_competitor', { name: item })}
                      onClick={() => send({ type: 'engine.competitorRemoved', index })}
                    />
                  </Tag.EndElement>
                </Tag.Root>
              </li>
            ))}
          </Flex>
        )}
        <Flex justify="flex-end" gap="2">
          <Button variant="outline" onClick={() => send({ type: 'engine.cancel' })} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} disabled={conflict}>
            {t('projectWizard.engine.save')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
