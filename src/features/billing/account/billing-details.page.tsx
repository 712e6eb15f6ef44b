import { Box, chakra, Skeleton } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { fromPromise } from 'xstate';
import { api, unwrap } from '@/api/client';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { ConflictNotice } from '@/components/conflict-notice';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { useKeptDraft } from '@/components/drafts/kept-drafts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { BILLING_FIELDS, BillingFields } from '@/features/billing/billing-fields';
import { billingDetailsMachine, isDirty, type LoadedDetails } from '@machines/billing/account/billing-details.machine';
import { detailsOf } from '@machines/shared/billing-details.rules';

const machine = billingDetailsMachine.provide({
  actors: {
    loadDetails: fromPromise<LoadedDetails, void>(async ({ signal }) =>
      detailsOf((await unwrap(api.GET('/api/v1/account/billing/', { signal }))).billing_info),
    ),
    saveDetails: fromPromise<{ message?: string; version: number }, LoadedDetails>(async ({ input, signal }) => {
      const body = { ...input.details, version: input.version };
      const answer = await unwrap(api.POST('/api/v1/account/billing/update/', { body, signal }));
      return { message: answer.message, version: answer.version };
    }),
  },
  actions: {
    notifySaved: (_, { message }) =>
      message
        ? showAlert({ status: 'success', message })
        : showAlert({ status: 'success', messageKey: 'billing.saved' }),
    notifyFailure: (_, { failure }) => alertFromFailure(failure),
  },
});

/** /billing-details: the billing form, with validation and a guard against leaving unsaved changes. */
export function BillingDetailsPage() {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine);
  const { values, errors } = snapshot.context;
  const loadingLatest = snapshot.matches('loadingLatest');
  const conflict = snapshot.matches({ editing: 'conflict' }) || loadingLatest;
  const dirty =
    (snapshot.matches('editing') || snapshot.matches('saving') || loadingLatest) && isDirty(snapshot.context);
  const saving = snapshot.matches('saving');

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // An expired sign-in keeps the typed details and gives them back once the form has loaded again.
  useKeptDraft<{ values: typeof values }>('billing-details', {
    ready: snapshot.matches('editing'),
    read: () => (dirty ? { values } : null),
    restore: (kept) => {
      for (const field of BILLING_FIELDS) {
        const value = kept.values?.[field];
        if (typeof value === 'string' && value !== values[field]) send({ type: 'billing.fieldChanged', field, value });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'billing.submit' });
  };

  return (
    <PageFrame titleKey="pages.billing_details">
      {snapshot.matches('loadFailed') ? (
        <LoadFailed title={t('billing.load_failed')} onRetry={() => send({ type: 'billing.retry' })} />
      ) : snapshot.matches('loading') ? (
        <Skeleton h="64" maxW="3xl" />
      ) : (
        <chakra.form onSubmit={submit} noValidate maxW="3xl" aria-busy={saving}>
          {conflict && (
            <Box mb="6">
              <ConflictNotice loading={loadingLatest} onLoadLatest={() => send({ type: 'billing.loadLatest' })} />
            </Box>
          )}
          <BillingFields
            order={BILLING_FIELDS}
            values={values}
            errors={errors}
            onChange={(field, value) => send({ type: 'billing.fieldChanged', field, value })}
          />
          <SubmitRow mt="6" label={t('billing.save')} busy={saving} disabled={conflict} />
        </chakra.form>
      )}
      <UnsavedChangesGuard
        when={dirty}
        title={t('billing.unsaved_title')}
        text={t('billing.unsaved_message')}
        leaveLabel={t('billing.leave')}
      />
    </PageFrame>
  );
}
