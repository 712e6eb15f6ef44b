import { Badge, Button, Card, Flex, Heading, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { useLocation } from 'react-router-dom';
import { smtpSettingsMachine } from '@machines/account/settings/smtp-settings.machine';
import type { SmtpField } from '@machines/account/settings/smtp-settings.rules';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { RevealButton } from '@/components/reveal-button';
import { loadSmtp, sendTestEmail, verifySmtp } from '@/features/account/actors';
import { FieldFrame } from '@/components/field-frame';
import { TextField } from '@/components/text-field';
import { TEXT_LIMITS, textLimit } from '@machines/shared/text-limits';
import { useKeptDraft } from '@/components/drafts/kept-drafts';
import { useTextBinding } from '@/features/account/use-text-binding';
import { FormSkeleton } from '@/features/account/form-skeleton';
import { FailureAlert } from '@/components/failure-alert';
import { ConflictNotice } from '@/components/conflict-notice';

export const SMTP_ANCHOR = 'smtp-setting';

const SENDER_NAME_LIMIT = textLimit(TEXT_LIMITS.senderName);
const USER_LIMIT = textLimit(TEXT_LIMITS.smtpUser);
const PASSWORD_LIMIT = textLimit(TEXT_LIMITS.smtpPassword);

const machine = smtpSettingsMachine.provide({
  actors: { loadSmtp, verifySmtp, sendTestEmail },
  actions: {
    notifySuccess: (_, { message, what }) =>
      showAlert(
        message ? { status: 'success', message } : { status: 'success', messageKey: `accountArea.smtp.${what}` },
      ),
    notifyFailure: (_, { failure }) => alertFromFailure(failure),
  },
});

/**
 * The SMTP settings (#smtp-setting): the fields, Verify (which stores them when they work) with the
 * server's answer (data.response) in an error field on failure, a verified badge, and a test e-mail.
 * The password stays in memory only: never in storage, never logged, never given back by the server (a saved one
 * shows as a note under the empty field, which keeps it when left empty).
 */
export function SmtpSection() {
  const { t } = useTranslation();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [snapshot, send] = useMachine(machine);
  const { values, errors, failure, smtpResponse, verified, changed, testEmail, passwordSaved } = snapshot.context;
  const loading = snapshot.matches('loading');
  const verifying = snapshot.matches('verifying');
  const loadingLatest = snapshot.matches('loadingLatest');
  const conflict = snapshot.matches({ editing: 'conflict' }) || loadingLatest;
  const sendingTest = snapshot.matches('sendingTest');
  const usable = verified && !changed;
  const edit = (field: SmtpField) => (value: string | boolean) => send({ type: 'smtp.edit', field, value });
  const bind = useTextBinding(values, errors, edit);

  // The settings menu's link (/setting#smtp-setting) lands here: scroll to the section and focus its heading.
  useEffect(() => {
    if (location.hash !== `#${SMTP_ANCHOR}` || !heading.current) return;
    heading.current.scrollIntoView({ block: 'start' });
    heading.current.focus();
  }, [location.hash, location.key, loading]);

  // An expired sign-in keeps what was typed; the SMTP password only in this tab's memory, never in storage.
  useKeptDraft<{ [field: string]: string | boolean }>('smtp', {
    ready: snapshot.matches('editing'),
    read: () => (changed ? { ...values } : null),
    restore: (kept) => {
      for (const [field, value] of Object.entries(kept)) {
        if (field in values && value !== undefined && value !== values[field as SmtpField])
          send({ type: 'smtp.edit', field: field as SmtpField, value });
      }
    },
    secrets: ['password'],
  });

  const verify = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'smtp.verify' });
  };

  return (
    <Card.Root
      as="section"
      id={SMTP_ANCHOR}
      aria-labelledby="smtp-heading"
      scrollMarginTop="calc(var(--header-height) + 16px)"
    >
      <Card.Header>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading
            as="h2"
            size="md"
            id="smtp-heading"
            ref={heading}
            tabIndex={-1}
            outline="none"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
          >
            {t('accountArea.smtp.heading')}
          </Heading>
          {!loading && !snapshot.matches('loadFailed') && (
            <Badge colorPalette={usable ? 'green' : 'orange'} data-testid="smtp-status">
              {t(
                usable
                  ? 'accountArea.smtp.badge_verified'
                  : changed && verified
                    ? 'accountArea.smtp.badge_changed'
                    : 'accountArea.smtp.badge_unverified',
              )}
            </Badge>
          )}
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {t('accountArea.smtp.intro')}
        </Text>
      </Card.Header>
      <Card.Body>
        {loading && <FormSkeleton />}
        {snapshot.matches('loadFailed') && (
          <FailureAlert failure={failure} onRetry={() => send({ type: 'smtp.retry' })} />
        )}
        {!loading && !snapshot.matches('loadFailed') && (
          <Stack gap="6">
            <form onSubmit={verify} noValidate aria-label={t('accountArea.smtp.heading')}>
              <Stack gap="4">
                {conflict && (
                  <ConflictNotice loading={loadingLatest} onLoadLatest={() => send({ type: 'smtp.loadLatest' })} />
                )}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField
                    label={t('accountArea.smtp.sender_name')}
                    {...bind('sender_name')}
                    limit={SENDER_NAME_LIMIT}
                    autoComplete="off"
                  />
                  <TextField
                    label={t('accountArea.smtp.sender_email')}
                    type="email"
                    {...bind('sender_email')}
                    required
                    autoComplete="off"
                  />
                  <TextField
                    label={t('accountArea.smtp.host')}
                    {...bind('host')}
                    required
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="smtp.example.com"
                  />
                  <TextField
                    label={t('accountArea.smtp.port')}
                    inputMode="numeric"
                    {...bind('port')}
                    required
                    autoComplete="off"
                    placeholder="587"
                  />
                </SimpleGrid>
                <Flex gap="6" wrap="wrap">
                  <Switch.Root
                    checked={values.auto_tls}
                    onCheckedChange={(details) => edit('auto_tls')(details.checked)}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>{t('accountArea.smtp.tls')}</Switch.Label>
                  </Switch.Root>
                  <Switch.Root
                    checked={values.authentication}
                    onCheckedChange={(details) => edit('authentication')(details.checked)}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>{t('accountArea.smtp.authentication')}</Switch.Label>
                  </Switch.Root>
                  <Switch.Root
                    checked={values.active_lead_email}
                    onCheckedChange={(details) => edit('active_lead_email')(details.checked)}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>{t('accountArea.smtp.active_lead_email')}</Switch.Label>
                  </Switch.Root>
                </Flex>
                {values.authentication && (
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField
                      label={t('accountArea.smtp.user_name')}
                      {...bind('user_name')}
                      required
                      autoComplete="off"
                      limit={USER_LIMIT}
                    />
                    <TextField
                      label={t('accountArea.smtp.password')}
                      type={showPassword ? 'text' : 'password'}
                      {...bind('password')}
                      autoComplete="new-password"
                      limit={PASSWORD_LIMIT}
                      // Write-only: a saved password never comes back; leaving the field empty keeps it.
                      hint={passwordSaved ? t('accountArea.smtp.password_saved') : undefined}
                      end={
                        <RevealButton
                          variant="outline"
                          shown={showPassword}
                          onToggle={() => setShowPassword((shown) => !shown)}
                          showLabel={t('accountArea.smtp.show_password')}
                          hideLabel={t('accountArea.smtp.hide_password')}
                        />
                      }
                    />
                  </SimpleGrid>
                )}
                {smtpResponse && (
                  <FieldFrame
                    label={t('accountArea.smtp.server_answer')}
                    error={t('accountArea.smtp.verify_failed')}
                    root={{ readOnly: true }}
                  >
                    <Textarea
                      value={smtpResponse}
                      readOnly
                      rows={2}
                      fontFamily="mono"
                      fontSize="sm"
                      data-testid="smtp-response"
                    />
                  </FieldFrame>
                )}
                <SubmitRow
                  label={t('accountArea.smtp.verify')}
                  busy={verifying}
                  busyText={t('accountArea.smtp.verifying')}
                  disabled={sendingTest || conflict}
                />
              </Stack>
            </form>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'smtp.sendTest' });
              }}
              noValidate
              aria-labelledby="smtp-test-heading"
            >
              <Heading as="h3" size="sm" id="smtp-test-heading" mb="2">
                {t('accountArea.smtp.test_heading')}
              </Heading>
              <Flex gap="3" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
                <TextField
                  label={t('accountArea.smtp.test_email')}
                  type="email"
                  value={testEmail}
                  onValueChange={(value) => send({ type: 'smtp.testEmailEdit', value })}
                  error={errors.test_email && t(`accountArea.errors.${errors.test_email}`)}
                  hint={usable ? undefined : t('accountArea.smtp.test_needs_verify')}
                  autoComplete="email"
                />
                <Button
                  type="submit"
                  variant="outline"
                  mt={{ md: '6' }}
                  loading={sendingTest}
                  disabled={!usable || verifying}
                  flexShrink={0}
                >
                  {t('accountArea.smtp.send_test')}
                </Button>
              </Flex>
            </form>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
