import { Badge, Box, Button, chakra, Flex, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeywordItem } from '@machines/shared/keyword-lists';
import { parseKeywords } from '@machines/projects/wizard/project-wizard.rules';
import { KeywordGroupsPanel } from '@/features/projects/groups/keyword-groups-panel';
import { nameOf, useCountries, useSearchEngines } from './use-reference';
import { FieldFrame } from '@/components/field-frame';
import { SelectField } from '@/components/select-field';
import { groupOptions, idValue, toId } from '@/features/projects/select-values';
import type { StepProps } from './wizard-types';

/** Memoised: typing in the keyword box re-renders the step, not the (possibly long) lists. */
const KeywordList = memo(function KeywordList({
  title,
  words,
  onDelete,
  busy,
}: {
  title: string;
  words: KeywordItem[];
  onDelete?: (word: KeywordItem) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="border" rounded="md" p="3">
      <Heading as="h3" size="sm" mb="2">
        {title} <Badge>{words.length}</Badge>
      </Heading>
      {words.length === 0 ? (
        <Text color="muted" fontSize="sm">
          {t('projectWizard.keywords.empty')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" maxH="16rem" overflowY="auto">
          {words.map((word) => (
            <Flex as="li" key={word.key_id} justify="space-between" align="center" gap="2">
              <Text fontSize="sm">{word.keyword}</Text>
              {onDelete && (
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => onDelete(word)}
                  aria-label={t('projectWizard.keywords.delete_named', { name: word.keyword })}
                >
                  {t('projectWizard.delete')}
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
});

/** Step 3: keyword groups, new keywords (one per line) and the lists; finishing goes to the project list. */
export function KeywordsStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { keywords, keywordText, keywordGroupId, engines, seKey, projectId } = snapshot.context;
  const engineNames = useSearchEngines();
  const countries = useCountries();
  const idle = snapshot.matches({ keywords: 'editing' });
  const adding = snapshot.matches({ keywords: 'adding' });
  const parsed = parseKeywords(keywordText);
  const onDelete = useCallback(
    (word: KeywordItem) => send({ type: 'keyword.deleteRequested', keyId: word.key_id, name: word.keyword }),
    [send],
  );
  const onGroupsChanged = useCallback(() => send({ type: 'keywords.reload' }), [send]);

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="keyword-groups-title">
        <Heading as="h2" size="md" id="keyword-groups-title" mb="3">
          {t('projectWizard.keywords.groups')}
        </Heading>
        <KeywordGroupsPanel projectId={projectId as number} onChanged={onGroupsChanged} />
      </Box>

      <chakra.form
        noValidate
        aria-labelledby="keywords-add-title"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'keywords.submit' });
        }}
      >
        <Heading as="h2" size="md" id="keywords-add-title" mb="3">
          {t('projectWizard.keywords.add_title')}
        </Heading>
        <Stack gap="3">
          <FieldFrame
            label={t('projectWizard.keywords.text')}
            hint={
              <span aria-live="polite">
                {t('projectWizard.keywords.count', { count: parsed.keywords.length })}
                {parsed.dropped > 0 && ` ${t('projectWizard.keywords.dropped', { count: parsed.dropped })}`}
              </span>
            }
          >
            <Textarea
              rows={6}
              value={keywordText}
              onChange={(e) => send({ type: 'keywords.textChanged', text: e.target.value })}
              disabled={adding}
            />
          </FieldFrame>
          <Flex gap="3" align="flex-end" wrap="wrap">
            <SelectField
              w="auto"
              minW="14rem"
              disabled={adding}
              label={t('projectWizard.keywords.group')}
              emptyLabel={t('keywordGroups.ungrouped')}
              value={idValue(keywordGroupId)}
              options={groupOptions(keywords.groups)}
              onChange={(value) => send({ type: 'keywords.groupChosen', groupId: toId(value) })}
            />
            <Button type="submit" variant="outline" loading={adding} disabled={parsed.keywords.length === 0 || !idle}>
              {t('projectWizard.keywords.add')}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <KeywordList
          title={t('projectWizard.keywords.ungrouped')}
          words={keywords.ungrouped}
          onDelete={onDelete}
          busy={!idle}
        />
        <Stack gap="3">
          {keywords.grouped.length === 0 ? (
            <KeywordList title={t('projectWizard.keywords.grouped')} words={[]} busy={!idle} />
          ) : (
            keywords.grouped.map((group) => (
              <KeywordList
                key={group.group_id}
                title={group.group_name}
                words={group.keywords}
                onDelete={onDelete}
                busy={!idle}
              />
            ))
          )}
        </Stack>
        <KeywordList title={t('projectWizard.keywords.active')} words={keywords.active} busy={!idle} />
      </SimpleGrid>

      <Flex justify="flex-end" align="flex-end" gap="3" wrap="wrap">
        {engines.length > 1 && (
          <SelectField
            w="auto"
            minW="14rem"
            label={t('projectWizard.keywords.engine')}
            value={idValue(seKey)}
            options={engines.map((engine) => ({
              value: String(engine.se_id),
              label: [nameOf(engineNames, engine.searce_engine), nameOf(countries, engine.se_country)]
                .filter(Boolean)
                .join(' · '),
            }))}
            onChange={(value) => send({ type: 'keywords.engineChosen', seId: Number(value) })}
          />
        )}
        <HStack>
          {parsed.keywords.length > 0 && (
            <Text fontSize="sm" color="muted">
              {t('projectWizard.keywords.add_first')}
            </Text>
          )}
          <Button
            colorPalette="brand"
            loading={snapshot.matches({ keywords: 'finishing' })}
            disabled={!idle || engines.length === 0 || parsed.keywords.length > 0}
            onClick={() => send({ type: 'keywords.finish' })}
          >
            {t('projectWizard.finish')}
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
