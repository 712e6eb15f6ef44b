import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileFormMachine } from '../../../../machines/profile-form/profile-form.machine';
import {
  isProfileDirty,
  PROFILE_LANGUAGES,
  type ProfileField,
  type ProfileLanguage,
} from '../../../../machines/profile-form/profile-form.validation';
import { alertFromFailure, showAlert } from '../../../components/alerts/alert-store';
import { account } from '../../../components/data/account';
import { PageFrame } from '../../../components/page-frame';
import { switchLanguage } from '../../../i18n';
import { loadProfile, saveProfile } from '../actors';
import { DeleteAccount } from './delete-account';
import { PasswordStrength } from './password-strength';
import { choicesWith, LANGUAGE_NAMES, TEST_ENVIRONMENTS, TEST_REGIONS } from './profile-options';
import { UnsavedGuard } from './unsaved-guard';
import { TextField } from '../text-field';
import { FailureAlert } from '../../../components/failure-alert';

let reloadingForLanguage = false;

const machine = profileFormMachine.provide({
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
        // The reload is ours, after a save: the unsaved-changes prompt must not stop it.
        reloadingForLanguage = true;
        switchLanguage(language as ProfileLanguage);
      }
    },
    notifySaveFailed: (_, { failure }) => alertFromFailure(failure),
  },
});

/** /my-profile (spec part 2 §3 "Subscription and account", §7 "Account"): the profile form and the danger zone. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine);
  const { values, saved, errors, email, failure } = snapshot.context;
  const saving = snapshot.matches('saving');
  const dirty = (snapshot.matches('editing') || saving) && isProfileDirty(values, saved);
  const edit = (field: ProfileField) => (value: string) => send({ type: 'profile.edit', field, value });

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!reloadingForLanguage) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'profile.submit' });
  };

  return (
    <PageFrame titleKey="pages.my_profile">
      <UnsavedGuard when={dirty && !saving} />
      <Stack gap="6" maxW="3xl">
        {snapshot.matches('loading') && (
          <Stack gap="4" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton h="10" />
            <Skeleton h="10" />
            <Skeleton h="10" />
          </Stack>
        )}
        {snapshot.matches('loadFailed') && (
          <FailureAlert failure={failure} onRetry={() => send({ type: 'profile.retry' })} />
        )}
        {(snapshot.matches('editing') || saving) && (
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
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField
                      label={t('accountArea.profile.first_name')}
                      value={values.first_name}
                      onValueChange={edit('first_name')}
                      errorKey={errors.first_name}
                      required
                      autoComplete="given-name"
                    />
                    <TextField
                      label={t('accountArea.profile.last_name')}
                      value={values.last_name}
                      onValueChange={edit('last_name')}
                      errorKey={errors.last_name}
                      required
                      autoComplete="family-name"
                    />
                  </SimpleGrid>
                  <Field.Root invalid={Boolean(errors.language)}>
                    <Field.Label>{t('accountArea.profile.language')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={values.language}
                        onChange={(event) => edit('language')(event.target.value)}
                      >
                        {PROFILE_LANGUAGES.map((language) => (
                          <option key={language} value={language} lang={language}>
                            {LANGUAGE_NAMES[language]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>{t('accountArea.profile.language_hint')}</Field.HelperText>
                  </Field.Root>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Field.Root>
                      <Field.Label>{t('accountArea.profile.region')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={values.test_sever_region}
                          onChange={(event) => edit('test_sever_region')(event.target.value)}
                        >
                          {choicesWith(TEST_REGIONS, values.test_sever_region).map((region) => (
                            <option key={region} value={region}>
                              {t(`accountArea.profile.regions.${region}`, { defaultValue: region })}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('accountArea.profile.environment')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={values.test_sever_env}
                          onChange={(event) => edit('test_sever_env')(event.target.value)}
                        >
                          {choicesWith(TEST_ENVIRONMENTS, values.test_sever_env).map((environment) => (
                            <option key={environment} value={environment}>
                              {t(`accountArea.profile.environments.${environment}`, { defaultValue: environment })}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </SimpleGrid>
                  <Box as="fieldset">
                    <Text as="legend" fontWeight="medium" mb="2">
                      {t('accountArea.profile.password_legend')}
                    </Text>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <TextField
                        type="password"
                        label={t('accountArea.profile.password')}
                        value={values.password}
                        onValueChange={edit('password')}
                        errorKey={errors.password}
                        autoComplete="new-password"
                        hint={<PasswordStrength password={values.password} />}
                      />
                      <TextField
                        type="password"
                        label={t('accountArea.profile.password_confirm')}
                        value={values.password_confirm}
                        onValueChange={edit('password_confirm')}
                        errorKey={errors.password_confirm}
                        autoComplete="new-password"
                      />
                    </SimpleGrid>
                  </Box>
                </Stack>
              </Card.Body>
              <Card.Footer justifyContent="flex-end">
                <Flex gap="3" align="center">
                  {dirty && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('accountArea.profile.unsaved')}
                    </Text>
                  )}
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={saving}
                    loadingText={t('accountArea.profile.saving')}
                  >
                    {t('common.save')}
                  </Button>
                </Flex>
              </Card.Footer>
            </form>
          </Card.Root>
        )}
        {snapshot.matches('editing') || saving ? <DeleteAccount email={email} /> : null}
      </Stack>
    </PageFrame>
  );
}
