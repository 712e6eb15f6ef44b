import { Alert, Box, Button, Checkbox, Flex, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { UntilHydrated } from '@/components/until-hydrated';
import { useNavigate } from 'react-router-dom';
import { alertFromFailure, failureMessage, showAlert } from '@/components/alerts/alert-store';
import { runAuditMachine } from '@machines/audits/page-audit/run-audit.machine';
import { cancelPageAudit, pollPageAudit, startPageAudit } from '@/features/audits/actors';

const STEPS = ['fetch', 'onpage', 'technical', 'content', 'links', 'speed', 'score'] as const;
/** Under tests the demo backend answers at once; a short poll keeps them fast. */
const POLL_MS = import.meta.env.MODE === 'test' ? 20 : 700;

interface AuditFormProps {
  /** Advanced at the start (the advanced pages), or basic. */
  advanced: boolean;
  /** Offer the basic/advanced choice (the SEO analyzer when the plan allows advanced audits). */
  canChoose?: boolean;
}

/** The URL + keyword form, the progress of a running audit (steps and percentage) and its cancel button. */
export function AuditForm({ advanced, canChoose = false }: AuditFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      runAuditMachine.provide({
        delays: { pollDelay: POLL_MS },
        actors: { startAudit: startPageAudit, pollAudit: pollPageAudit, cancelAudit: cancelPageAudit },
        actions: {
          showResult: (_, { auditId, tempId }) =>
            navigate(auditId !== null ? `/audit-report/${auditId}` : `/audit-report/temp/${tempId ?? ''}`),
          notifyFailed: (_, { failure }) => {
            if (failure.kind !== 'audit') alertFromFailure(failure);
          },
          notifyCancelled: () => showAlert({ status: 'info', messageKey: 'page_audit.cancelled' }),
        },
      }),
    [navigate],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { advanced } });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const { failure, run } = snapshot.context;
  const busy =
    snapshot.matches('starting') ||
    snapshot.matches('running') ||
    snapshot.matches('cancelling') ||
    snapshot.matches('done');
  const isAdvanced = snapshot.context.advanced;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'audit.submit' });
  };

  const currentStep = run ? STEPS.indexOf(run.step as (typeof STEPS)[number]) : 0;
  const progress = run?.progress ?? 0;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(isAdvanced ? 'page_audit.form_label_advanced' : 'page_audit.form_label')}
    >
      <UntilHydrated>
        <Stack gap="5">
          <TextField
            label={t('page_audit.url_label')}
            required
            error={errors.url && t(`page_audit.errors.url_${errors.url}`)}
            hint={t('page_audit.url_help')}
            name="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.com/page"
            value={values.url}
            readOnly={busy}
            onValueChange={(value) => send({ type: 'audit.edit', field: 'url', value })}
          />
          <TextField
            label={t('page_audit.keyword_label')}
            required
            error={errors.keyword && t(`page_audit.errors.keyword_${errors.keyword}`)}
            hint={t('page_audit.keyword_help')}
            name="keyword"
            value={values.keyword}
            readOnly={busy}
            onValueChange={(value) => send({ type: 'audit.edit', field: 'keyword', value })}
          />
          {canChoose && (
            <Checkbox.Root
              checked={isAdvanced}
              disabled={busy}
              onCheckedChange={(details) => send({ type: 'audit.advancedChanged', advanced: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('page_audit.advanced_choice')}</Checkbox.Label>
            </Checkbox.Root>
          )}

          {snapshot.matches('failed') && failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('page_audit.failed_title')}</Alert.Title>
                <Alert.Description>
                  {failureMessage(failure.kind === 'audit' ? { kind: 'http', message: failure.message } : failure, t)}{' '}
                  {t('page_audit.failed_hint')}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          {busy && (
            <Box borderWidth="1px" borderColor="border" rounded="md" p="4" aria-labelledby="audit-progress-title">
              <Text fontWeight="semibold" id="audit-progress-title" mb="2">
                {t('page_audit.running_title', { url: values.url.trim() })}
              </Text>
              <Progress.Root value={progress} size="sm" colorPalette="brand" mb="2">
                <Progress.Track aria-label={t('page_audit.progress_label')}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="muted" aria-live="polite" fontVariantNumeric="tabular-nums">
                {t('page_audit.progress_text', {
                  percent: progress,
                  step: t(`page_audit.steps.${STEPS[Math.max(0, currentStep)] ?? 'fetch'}`),
                })}
              </Text>
              <List.Root as="ol" gap="1" mt="3" fontSize="sm" listStyle="none">
                {STEPS.map((step, index) => {
                  const state = !run
                    ? 'pending'
                    : index < currentStep || run.status === 'done'
                      ? 'done'
                      : index === currentStep
                        ? 'current'
                        : 'pending';
                  return (
                    <List.Item
                      key={step}
                      color={state === 'pending' ? 'muted' : undefined}
                      fontWeight={state === 'current' ? 'semibold' : undefined}
                      aria-current={state === 'current' ? 'step' : undefined}
                    >
                      {t(`page_audit.step_state.${state}`, { step: t(`page_audit.steps.${step}`) })}
                    </List.Item>
                  );
                })}
              </List.Root>
            </Box>
          )}

          <Flex justify="flex-end" gap="2">
            {busy ? (
              <Button
                variant="outline"
                onClick={() => send({ type: 'audit.cancel' })}
                disabled={snapshot.matches('cancelling') || snapshot.matches('done')}
              >
                {t('page_audit.cancel')}
              </Button>
            ) : (
              <Button type="submit" colorPalette="brand">
                {t(isAdvanced ? 'page_audit.run_advanced' : 'page_audit.run_basic')}
              </Button>
            )}
          </Flex>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
