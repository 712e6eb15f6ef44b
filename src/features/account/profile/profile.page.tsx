import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { profileFormMachine } from '@machines/account/profile/profile-form.machine';
import {
  isProfileDirty,
  PROFILE_LANGUAGES,
  type ProfileField,
  type ProfileLanguage,
} from '@machines/account/profile/profile-form.rules';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { account } from '@/components/data/account';
import { PageFrame } from '@/components/page-frame';
import { useKeptDraft } from '@/components/drafts/kept-drafts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { switchLanguage } from '@/i18n';
import { loadProfile, saveProfile } from '@/features/account/actors';
import { DeleteAccount } from './delete-account';
import { PasswordStrength } from './password-strength';
import { LANGUAGE_NAMES } from '@/components/language-names';
import { choicesWith, TEST_ENVIRONMENTS, TEST_REGIONS } from './profile-options';
import { TextField } from '@/components/text-field';
import { TEXT_LIMITS, textLimit } from '@machines/shared/text-limits';
import { useTextBinding } from '@/features/account/use-text-binding';
import { FormSkeleton } from '@/features/account/form-skeleton';
import { SelectField } from '@/components/select-field';
import { FailureAlert } from '@/components/failure-alert';
import { ConflictNotice } from '@/components/conflict-notice';

const NAME_LIMIT = textLimit(TEXT_LIMITS.personName);

/** The form's machine; `beforeReload` runs when a saved language is about to reload the page. */
const profileMachine = (beforeReload: () => void) =>
  profileFormMachine.provide({
    actors: { loadProfile, saveProfile },
    actions: {
      notifySaved: (_, { message, language, languageChanged }) => {
        showAlert(
          message ? { status: 'success', message } : { status: 'success', messageKey: 'accountArea.profile.saved' },
        );
        // The header shows the name from the account: read it again.
        void account.refresh();
        // A new language takes effect as the header's language menu does it: saved, then the page reloads.
        if (languageChanged) {
          beforeReload();
          switchLanguage(language as ProfileLanguage);
        }
      },
      notifySaveFailed: (_, { failure }) => alertFromFailure(failure),
    },
  });

/** /my-profile: the profile form (the account's own details) and the danger zone (deleting the account). */
export function ProfilePage() {
  const { t } = useTranslation();
  // The reload after a saved language is ours: the unsaved-changes prompt must not stop it.
  const [reload] = useState(() => ({ ours: false }));
  const [machine] = useState(() => profileMachine(() => (reload.ours = true)));
  const [snapshot, send] = useMachine(machine);
  const { values, saved, errors, email, failure } = snapshot.context;
  const saving = snapshot.matches('saving');
  const conflict = snapshot.matches('conflict') || snapshot.matches('loadingLatest');
  const dirty = (snapshot.matches('editing') || saving || conflict) && isProfileDirty(values, saved);
  // The test server's region and environment, named in the person's language when we know the value.
  const serverChoices = (choices: readonly string[], current: string, group: 'regions' | 'environments') =>
    choicesWith(choices, current).map((value) => ({
      value,
      label: t(`accountArea.profile.${group}.${value}`, { defaultValue: value }),
    }));
  const edit = (field: ProfileField) => (value: string) => send({ type: 'profile.edit', field, value });
  const bind = useTextBinding(values, errors, edit);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!reload.ours) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, reload]);

  // An expired sign-in keeps what was typed; the new password only in this tab's memory, never in storage.
  useKeptDraft<{ [field: string]: string }>('profile', {
    ready: snapshot.matches('editing'),
    read: () => (dirty ? { ...values } : null),
    restore: (kept) => {
      for (const [field, value] of Object.entries(kept)) {
        if (field in values && typeof value === 'string' && value !== values[field as ProfileField])
          send({ type: 'profile.edit', field: field as ProfileField, value });
      }
    },
    secrets: ['password', 'password_confirm'],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'profile.submit' });
  };

  return (
    <PageFrame titleKey="pages.my_profile">
      <UnsavedChangesGuard
        when={dirty && !saving}
        title={t('accountArea.leave.title')}
        text={t('accountArea.leave.text')}
        stayLabel={t('accountArea.leave.stay')}
        leaveLabel={t('accountArea.leave.leave')}
      />
      <Stack gap="6" maxW="3xl">
        {snapshot.matches('loading') && <FormSkeleton />}
        {snapshot.matches('loadFailed') && (
          <FailureAlert failure={failure} onRetry={() => send({ type: 'profile.retry' })} />
        )}
        {(snapshot.matches('editing') || saving || conflict) && (
          <Card.Root asChild>
            <form onSubmit={submit} noValidate aria-labelledby="profile-heading">
              <Card.Header>
                <Heading as="h2" size="md" id="profile-heading">
                  {t('accountArea.profile.heading')}
                </Heading>
                <Text color="fg.muted" fontSize="sm" data-testid="profile-email">
                  {t('accountArea.profile.email', { email })}
                </Text>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  {conflict && (
                    <ConflictNotice
                      loading={snapshot.matches('loadingLatest')}
                      onLoadLatest={() => send({ type: 'profile.loadLatest' })}
                    />
                  )}
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField
                      label={t('accountArea.profile.first_name')}
                      {...bind('first_name')}
                      limit={NAME_LIMIT}
                      required
                      autoComplete="given-name"
                    />
                    <TextField
                      label={t('accountArea.profile.last_name')}
                      {...bind('last_name')}
                      limit={NAME_LIMIT}
                      required
                      autoComplete="family-name"
                    />
                  </SimpleGrid>
                  <SelectField
                    invalid={Boolean(errors.language)}
                    label={t('accountArea.profile.language')}
                    value={values.language}
                    options={PROFILE_LANGUAGES.map((language) => ({
                      value: language,
                      label: LANGUAGE_NAMES[language],
                      lang: language,
                    }))}
                    onChange={edit('language')}
                    hint={t('accountArea.profile.language_hint')}
                  />
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <SelectField
                      label={t('accountArea.profile.region')}
                      value={values.test_sever_region}
                      options={serverChoices(TEST_REGIONS, values.test_sever_region, 'regions')}
                      onChange={edit('test_sever_region')}
                    />
                    <SelectField
                      label={t('accountArea.profile.environment')}
                      value={values.test_sever_env}
                      options={serverChoices(TEST_ENVIRONMENTS, values.test_sever_env, 'environments')}
                      onChange={edit('test_sever_env')}
                    />
                  </SimpleGrid>
                  <Box as="fieldset">
                    <Text as="legend" fontWeight="medium" mb="2">
                      {t('accountArea.profile.password_legend')}
                    </Text>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <TextField
                        type="password"
                        label={t('accountArea.profile.password')}
                        {...bind('password')}
                        autoComplete="new-password"
                        hint={<PasswordStrength password={values.password} />}
                      />
                      <TextField
                        type="password"
                        label={t('accountArea.profile.password_confirm')}
                        {...bind('password_confirm')}
                        autoComplete="new-password"
                      />
                    </SimpleGrid>
                  </Box>
                </Stack>
              </Card.Body>
              <Card.Footer justifyContent="flex-end">
                <SubmitRow
                  label={t('common.save')}
                  busy={saving}
                  busyText={t('accountArea.profile.saving')}
                  disabled={conflict}
                >
                  {dirty && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('accountArea.profile.unsaved')}
                    </Text>
                  )}
                </SubmitRow>
              </Card.Footer>
            </form>
          </Card.Root>
        )}
        {snapshot.matches('editing') || saving ? <DeleteAccount email={email} /> : null}
      </Stack>
    </PageFrame>
  );
}
