import { Button, Card, Flex, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { ConflictNotice } from '@/components/conflict-notice';
import { TextField } from '@/components/text-field';
import { TEXT_LIMITS, textLimit } from '@machines/shared/text-limits';
import { leadEmailsMachine } from '@machines/account/settings/lead-emails.machine';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { loadEmails, resetEmail, saveEmails } from '@/features/account/actors';
import { FailureAlert } from '@/components/failure-alert';

const SUBJECT_LIMIT = textLimit(TEXT_LIMITS.subject);
const BODY_LIMIT = textLimit(TEXT_LIMITS.emailBody, true);

const machine = leadEmailsMachine.provide({
  actors: { loadEmails, saveEmails, resetEmail },
  actions: {
    notifySuccess: (_, { message, what }) =>
      showAlert(
        message ? { status: 'success', message } : { status: 'success', messageKey: `accountArea.emails.${what}` },
      ),
    notifyFailure: (_, { failure }) => alertFromFailure(failure),
  },
});

/** The e-mails sent to leads: subject, text and whether each is sent; reset one to its default. */
export function LeadEmails() {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine);
  const { emails, invalid, resetting, failure } = snapshot.context;
  const loadingLatest = snapshot.matches('loadingLatest');
  const conflict = snapshot.matches({ editing: 'conflict' }) || loadingLatest;
  // Busy, or waiting for another session's templates to be loaded under these (nothing saves over them unseen).
  const busy = snapshot.matches('saving') || snapshot.matches('resetting') || conflict;

  const save = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'emails.save' });
  };

  return (
    <Card.Root as="section" aria-labelledby="emails-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="emails-heading">
          {t('accountArea.emails.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('accountArea.emails.intro')}
        </Text>
      </Card.Header>
      <Card.Body>
        {snapshot.matches('loading') && <Skeleton h="24" aria-busy="true" aria-label={t('common.loading')} />}
        {snapshot.matches('loadFailed') && (
          <FailureAlert failure={failure} onRetry={() => send({ type: 'emails.retry' })} />
        )}
        {!snapshot.matches('loading') && !snapshot.matches('loadFailed') && (
          <form onSubmit={save} noValidate aria-labelledby="emails-heading">
            <Stack gap="5">
              {conflict && (
                <ConflictNotice loading={loadingLatest} onLoadLatest={() => send({ type: 'emails.loadLatest' })} />
              )}
              {emails.map((email) => (
                // A fieldset is as wide as its widest line unless told otherwise (`minW`): a long name overflowed 390 px.
                <Stack
                  key={email.id}
                  as="fieldset"
                  minW="0"
                  gap="3"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="md"
                  p="4"
                >
                  <Flex as="legend" align="center" gap="3" w="full" px="1">
                    <Text fontWeight="semibold">{email.name}</Text>
                  </Flex>
                  <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                    <Switch.Root
                      checked={email.active === 1}
                      onCheckedChange={(details) =>
                        send({ type: 'emails.toggle', id: email.id, active: details.checked })
                      }
                      colorPalette="brand"
                    >
                      <Switch.HiddenInput />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label>{t('accountArea.emails.active', { name: email.name })}</Switch.Label>
                    </Switch.Root>
                    <Button
                      size="sm"
                      variant="ghost"
                      // The label names the e-mail, which may be long: it wraps rather than widen the card.
                      whiteSpace="normal"
                      flexShrink="1"
                      h="auto"
                      minH="9"
                      textAlign="start"
                      loading={resetting === email.id}
                      disabled={busy}
                      onClick={() => send({ type: 'emails.reset', id: email.id })}
                    >
                      {t('accountArea.emails.reset', { name: email.name })}
                    </Button>
                  </Flex>
                  <TextField
                    label={t('accountArea.emails.subject')}
                    required
                    error={invalid.includes(email.id) && t('accountArea.errors.required')}
                    value={email.subject}
                    limit={SUBJECT_LIMIT}
                    onValueChange={(value) => send({ type: 'emails.edit', id: email.id, field: 'subject', value })}
                  />
                  <TextField
                    label={t('accountArea.emails.body')}
                    multiline
                    value={email.body}
                    limit={BODY_LIMIT}
                    onValueChange={(value) => send({ type: 'emails.edit', id: email.id, field: 'body', value })}
                  />
                </Stack>
              ))}
              <SubmitRow label={t('accountArea.emails.save')} busy={snapshot.matches('saving')} disabled={busy} />
            </Stack>
          </form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
