import { Button, chakra, Field, Flex, Input, SimpleGrid, Skeleton, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { api, unwrap } from '../../../api/client';
import { alertFromFailure, showAlert } from '../../../components/alerts/alert-store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { billingDetailsMachine, isDirty } from '../../../../machines/billing-details/billing-details.machine';
import type { BillingDetails, BillingField } from '../../../../machines/checkout/checkout.rules';

const machine = billingDetailsMachine.provide({
  actors: {
    loadDetails: fromPromise<BillingDetails, void>(
      async ({ signal }) => (await unwrap(api.GET('/api/v1/account/billing/', { signal }))).billing_info,
    ),
    saveDetails: fromPromise<{ message?: string }, BillingDetails>(async ({ input, signal }) => {
      const body = await unwrap(api.POST('/api/v1/account/billing/update/', { body: input, signal }));
      return { message: body.message };
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

const FIELDS: { name: BillingField; required?: boolean; type?: string; autoComplete?: string; multiline?: boolean }[] =
  [
    { name: 'name', required: true, autoComplete: 'name' },
    { name: 'company_name', autoComplete: 'organization' },
    { name: 'email', required: true, type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'street', autoComplete: 'street-address' },
    { name: 'zipcode', autoComplete: 'postal-code' },
    { name: 'tax_number' },
    { name: 'invoice_note', multiline: true },
  ];

/** /billing-details: the billing form, with validation and a guard against leaving unsaved changes. */
export function BillingDetailsPage() {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine);
  const { values, errors } = snapshot.context;
  const dirty = (snapshot.matches('editing') || snapshot.matches('saving')) && isDirty(snapshot.context);
  const saving = snapshot.matches('saving');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'billing.submit' });
  };

  return (
    <PageFrame titleKey="pages.billing_details">
      {snapshot.matches('loadFailed') ? (
        <EmptyState
          title={t('billing.load_failed')}
          action={
            <Button size="sm" onClick={() => send({ type: 'billing.retry' })}>
              {t('checkout.retry_load')}
            </Button>
          }
        />
      ) : snapshot.matches('loading') ? (
        <Skeleton h="64" maxW="3xl" />
      ) : (
        <chakra.form onSubmit={submit} noValidate maxW="3xl" aria-busy={saving}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {FIELDS.map((field) => {
              const error = errors[field.name];
              const common = {
                name: field.name,
                value: values[field.name],
                onChange: (event: { currentTarget: { value: string } }) =>
                  send({ type: 'billing.fieldChanged', field: field.name, value: event.currentTarget.value }),
              };
              return (
                <Field.Root
                  key={field.name}
                  required={field.required}
                  invalid={Boolean(error)}
                  gridColumn={field.multiline ? { md: 'span 2' } : undefined}
                >
                  <Field.Label>
                    {t(`billing.field_${field.name}`)} {field.required && <Field.RequiredIndicator />}
                  </Field.Label>
                  {field.multiline ? (
                    <Textarea {...common} rows={3} />
                  ) : (
                    <Input {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
                  )}
                  {error && <Field.ErrorText>{t(`checkout.error_${error}`)}</Field.ErrorText>}
                </Field.Root>
              );
            })}
          </SimpleGrid>
          <Flex justify="flex-end" mt="6">
            <Button type="submit" colorPalette="brand" loading={saving} disabled={saving}>
              {t('billing.save')}
            </Button>
          </Flex>
        </chakra.form>
      )}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('billing.unsaved_title')}
        confirmLabel={t('billing.leave')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('billing.unsaved_message')}
      </ConfirmDialog>
    </PageFrame>
  );
}
