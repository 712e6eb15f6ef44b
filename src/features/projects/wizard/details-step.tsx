import { Alert, Box, Button, chakra, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { ConflictNotice } from '@/components/conflict-notice';
import { Link as RouterLink } from 'react-router-dom';
import { useAccountData } from '@/components/data/account';
import { UsageCounter } from '@/components/usage-counter';
import { DOMAIN_TYPES, isGroupNameGiven, type DomainType } from '@machines/projects/wizard/project-wizard.rules';
import { SelectField } from '@/components/select-field';
import { TEXT_LIMITS, textLimit } from '@machines/shared/text-limits';
import { TextField } from '@/components/text-field';
import { idOptions, idValue, toId } from '@/features/projects/select-values';
import type { StepProps } from './wizard-types';

const TITLE_LIMIT = textLimit(TEXT_LIMITS.projectTitle);
const GROUP_LIMIT = textLimit(TEXT_LIMITS.listName);

/** Step 1: title, address, how the address is matched, and the project group (an existing one or a new one). */
export function DetailsStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const account = useAccountData();
  const [newGroup, setNewGroup] = useState('');
  const { details, detailsErrors, projectGroups, projectId } = snapshot.context;
  const saving = snapshot.matches({ details: 'saving' });
  const creatingGroup = snapshot.matches({ details: 'creatingGroup' });
  const loadingLatest = snapshot.matches({ details: 'loadingLatest' });
  const conflict = snapshot.matches({ details: 'conflict' }) || loadingLatest;
  const quota = account?.subscription_details.number_of_project;
  const atQuota = projectId === null && !!quota && quota.used >= quota.total;
  const errorText = (field: 'title' | 'url' | 'domain_type') => {
    const error = detailsErrors[field];
    // Past the limit the field shows the limit's own message (TextField's `limit`).
    return error && error !== 'too_long' ? t(`projectWizard.errors.${field}_${error}`) : undefined;
  };

  return (
    <chakra.form
      noValidate
      maxW="40rem"
      onSubmit={(event) => {
        event.preventDefault();
        if (!atQuota) send({ type: 'details.submit' });
      }}
    >
      {projectId === null && (
        <Box mb="4">
          <UsageCounter
            usage={quota}
            labelKey="projectWizard.quota"
            noneKey="projectWizard.quota_none"
            upgradeKey="projectWizard.upgrade"
            testId="project-quota"
          />
        </Box>
      )}
      {atQuota && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('projectWizard.quota_reached')}{' '}
              <ChakraLink asChild fontWeight="medium">
                <RouterLink to="/pricing">{t('projectWizard.upgrade')}</RouterLink>
              </ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack gap="4">
        {conflict && (
          <ConflictNotice loading={loadingLatest} onLoadLatest={() => send({ type: 'details.loadLatest' })} />
        )}
        <TextField
          label={t('projectWizard.fields.title')}
          required
          disabled={saving}
          error={errorText('title')}
          limit={TITLE_LIMIT}
          value={details.title}
          onValueChange={(title) => send({ type: 'details.changed', patch: { title } })}
        />
        <TextField
          label={t('projectWizard.fields.url')}
          required
          disabled={saving}
          error={errorText('url')}
          hint={t('projectWizard.fields.url_help')}
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
          value={details.url}
          onValueChange={(url) => send({ type: 'details.changed', patch: { url } })}
        />
        <SelectField
          required
          invalid={!!detailsErrors.domain_type}
          disabled={saving}
          label={t('projectWizard.fields.domain_type')}
          value={details.domain_type}
          options={DOMAIN_TYPES.map((type) => ({ value: type, label: t(`projectWizard.domain_types.${type}`) }))}
          onChange={(value) => send({ type: 'details.changed', patch: { domain_type: value as DomainType } })}
          error={errorText('domain_type')}
        />
        <SelectField
          disabled={saving}
          label={t('projectWizard.fields.group')}
          emptyLabel={t('projectWizard.fields.no_group')}
          value={idValue(details.group)}
          options={idOptions(projectGroups)}
          onChange={(value) => send({ type: 'details.changed', patch: { group: toId(value) } })}
        />
        <Flex gap="2" align="flex-end" wrap="wrap">
          <TextField
            root={{ flex: '1', minW: '12rem' }}
            label={t('projectWizard.fields.new_group')}
            disabled={creatingGroup || saving}
            value={newGroup}
            limit={GROUP_LIMIT}
            onValueChange={setNewGroup}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                send({ type: 'group.create', name: newGroup });
              }
            }}
          />
          <Button
            variant="outline"
            loading={creatingGroup}
            disabled={!isGroupNameGiven(newGroup) || saving}
            onClick={() => send({ type: 'group.create', name: newGroup })}
          >
            {t('projectWizard.create_group')}
          </Button>
        </Flex>
        {projectGroups.some((group) => group.name === newGroup.trim()) && newGroup.trim() !== '' && (
          <Text fontSize="sm" color="muted">
            {t('projectWizard.group_exists')}
          </Text>
        )}
        <SubmitRow
          label={t(projectId === null ? 'projectWizard.create_project' : 'projectWizard.save_continue')}
          busy={saving}
          disabled={atQuota || conflict}
        />
      </Stack>
    </chakra.form>
  );
}
