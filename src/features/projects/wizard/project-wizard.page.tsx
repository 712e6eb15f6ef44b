import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { showAlert } from '@/components/alerts/alert-store';
import { callAlerts } from '@/components/alerts/call-alerts';
import { account } from '@/components/data/account';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NEW_PROJECT_STATE, isNewProjectState } from '@/components/new-project-state';
import { PageFrame } from '@/components/page-frame';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useKeptDraft } from '@/components/drafts/kept-drafts';
import { StepBar } from '@/components/step-bar';
import { StepTransition } from '@/components/step-transition';
import {
  projectWizardMachine,
  stepTo,
  type WizardContext,
  type WizardStep,
} from '@machines/projects/wizard/project-wizard.machine';
import {
  addKeywords,
  createProjectGroup,
  deleteEngine,
  deleteKeyword,
  finish,
  load,
  loadKeywords,
  saveDetails,
  saveEngine,
} from './actors';
import { DetailsStep } from './details-step';
import { EnginesStep } from './engines-step';
import { KeywordsStep } from './keywords-step';

const TITLE_KEYS: Record<WizardStep, string> = {
  1: 'projectWizard.titles.details',
  2: 'projectWizard.titles.engines',
  3: 'projectWizard.titles.keywords',
};

/** What a step keeps across an expired sign-in (nothing secret). */
type WizardDraft = {
  details: WizardContext['details'];
  engineForm: WizardContext['engineForm'];
  keywordText: string;
};

const idFrom = (value: string | undefined): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The three project steps; the route decides the step (see machines/projects/wizard). */
export function ProjectWizardPage({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const projectId = step === 1 && !params.id ? null : idFrom(params.id);
  const engineId = (location.state as { seId?: unknown } | null)?.seId;
  // A project being created: its later steps say so to the sidebar (it highlights "New project", not "Projects").
  const creating = projectId === null || isNewProjectState(location.state);

  const machine = useMemo(
    () =>
      projectWizardMachine.provide({
        actors: {
          load,
          createProjectGroup,
          saveDetails,
          saveEngine,
          deleteEngine,
          addKeywords,
          deleteKeyword,
          loadKeywords,
          finish,
        },
        actions: {
          navigate: (_, { to, replace }) => {
            // A new project changes the quota; the dashboard shows the new state.
            void account.refresh();
            // After this transition settles, so the leave guard sees the saved (clean) state.
            const wizardStep = /^\/edit-(project|engines|keywords)\//.test(to);
            queueMicrotask(
              () => void navigate(to, { replace, state: creating && wizardStep ? NEW_PROJECT_STATE : undefined }),
            );
          },
          ...callAlerts,
          notifyWarning: (_, { message }) => showAlert({ status: 'warning', message }),
        },
      }),
    [navigate, creating],
  );
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { step, projectId, engineId: typeof engineId === 'number' ? engineId : null },
  });

  const unsaved = useCallback(
    () => actorRef.getSnapshot().context.dirty && !actorRef.getSnapshot().matches('left'),
    [actorRef],
  );
  const dirty = snapshot.context.dirty;
  // An expired sign-in keeps what this step has typed and gives it back once the step has loaded again.
  useKeptDraft<WizardDraft>(`wizard:${location.pathname}`, {
    ready:
      snapshot.matches({ details: 'editing' }) ||
      snapshot.matches({ engines: 'list' }) ||
      snapshot.matches({ keywords: 'editing' }),
    read: () => {
      const { context } = actorRef.getSnapshot();
      if (!context.dirty) return null;
      return { details: context.details, engineForm: context.engineForm, keywordText: context.keywordText };
    },
    restore: (kept) => {
      const { context } = actorRef.getSnapshot();
      if (context.step === 1 && kept.details) send({ type: 'details.changed', patch: kept.details });
      if (context.step === 2 && kept.engineForm) {
        const seId = kept.engineForm.se_id;
        send(seId != null ? { type: 'engine.edit', seId } : { type: 'engine.add' });
        send({ type: 'engine.changed', patch: kept.engineForm });
      }
      if (context.step === 3 && kept.keywordText) send({ type: 'keywords.textChanged', text: kept.keywordText });
    },
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const { context } = snapshot;
  const id = context.projectId;
  const steps = [
    { label: t('projectWizard.steps.details'), to: id === null ? undefined : stepTo(1, id), done: id !== null },
    {
      label: t('projectWizard.steps.engines'),
      to: id === null ? undefined : stepTo(2, id),
      done: context.engines.length > 0,
    },
    {
      label: t('projectWizard.steps.keywords'),
      to: id === null ? undefined : stepTo(3, id),
      done: context.keywords.active.length > 0,
    },
  ];
  const pending = context.pendingDelete;

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <Stack gap="3" aria-busy="true">
        <Text srOnly role="status">
          {t('projectWizard.loading')}
        </Text>
        <Skeleton h="10" />
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {context.failure?.kind === 'http' && context.failure.status === 404
              ? t('projectWizard.not_found')
              : t('projectWizard.load_failed')}{' '}
            <Button size="xs" variant="outline" onClick={() => send({ type: 'wizard.retry' })}>
              {t('keywordGroups.retry')}
            </Button>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else if (context.step === 1) {
    body = <DetailsStep snapshot={snapshot} send={send} />;
  } else if (context.step === 2) {
    body = <EnginesStep snapshot={snapshot} send={send} />;
  } else {
    body = <KeywordsStep snapshot={snapshot} send={send} />;
  }

  return (
    <PageFrame
      titleKey={step === 1 && projectId === null ? 'projectWizard.titles.create' : TITLE_KEYS[step]}
      stepKey={step}
    >
      <StepBar steps={steps} current={step - 1} label={t('projectWizard.steps.label')} />
      <StepTransition stepKey={step}>{body}</StepTransition>
      <ConfirmDialog
        open={!!pending}
        title={t(
          pending?.kind === 'keyword' ? 'projectWizard.keywords.delete_title' : 'projectWizard.engine.delete_title',
        )}
        confirmLabel={t('projectWizard.delete')}
        busy={snapshot.matches({ engines: 'deleting' }) || snapshot.matches({ keywords: 'deleting' })}
        onCancel={() => send({ type: 'delete.cancelled' })}
        onConfirm={() => send({ type: 'delete.confirmed' })}
      >
        <Text>{t('projectWizard.delete_text', { name: pending?.name ?? '' })}</Text>
      </ConfirmDialog>
      <UnsavedChangesGuard
        when={unsaved}
        title={t('projectWizard.leave.title')}
        text={t('projectWizard.leave.text')}
        stayLabel={t('projectWizard.leave.stay')}
        leaveLabel={t('projectWizard.leave.leave')}
      />
    </PageFrame>
  );
}
