import { Alert, Box, chakra, Checkbox, Field, Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { useAccountData } from '@/components/data/account';
import { useKeptDraft } from '@/components/drafts/kept-drafts';
import { BILLING_FIELDS, BillingFields } from '@/features/billing/billing-fields';
import { SelectField } from '@/components/select-field';
import { StepTransition } from '@/components/step-transition';
import type { Period } from '@machines/billing/checkout/checkout.rules';
import type { BillingField } from '@machines/shared/billing-details.rules';
import { formatMoney } from '@/features/billing/format';
import { fetchPlans, isCurrentPlan } from '@/features/billing/plans';
import { useLoad } from '@/components/data/use-load';
import { CheckoutSteps } from './checkout-steps';
import { TermsText } from './legal-links';
import { useCheckout } from './use-checkout';

/** The billing pages' fields, with the e-mail moved up next to the name: a new customer gives it right after. */
const FIELDS: BillingField[] = [
  'name',
  'email',
  ...BILLING_FIELDS.filter((field) => field !== 'name' && field !== 'email'),
];

/** /subscribe-form/{plan id}: billing details (prefilled) and the period, then subscribe. */
export function SubscribeFormPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const planId = Number.parseInt(id ?? '', 10);
  const period: Period = params.get('period') === 'yearly' ? 'yearly' : 'monthly';
  const { snapshot, send } = useCheckout((host) => host.forPlan(planId, period), `plan-${planId}`);
  const plans = useLoad(fetchPlans, 'plans');
  const plan = plans.data?.find((item) => item.id === planId);
  const account = useAccountData();
  const { details, errors, termsAccepted } = snapshot.context;
  const loading = snapshot.matches({ fillingDetails: 'loading' });
  const busy = snapshot.matches('subscribing');

  // An expired sign-in keeps the typed billing details (nothing secret) and gives them back once loaded again.
  useKeptDraft<{ details: typeof details; termsAccepted: boolean }>(`subscribe:${planId}`, {
    ready: snapshot.matches({ fillingDetails: 'editing' }),
    read: () =>
      snapshot.matches('fillingDetails') || snapshot.matches('subscribing')
        ? { details: snapshot.context.details, termsAccepted: snapshot.context.termsAccepted }
        : null,
    restore: (kept) => {
      for (const field of FIELDS) {
        const value = kept.details?.[field];
        if (typeof value === 'string') send({ type: 'checkout.fieldChanged', field, value });
      }
      if (kept.termsAccepted === true) send({ type: 'checkout.termsChanged', accepted: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'checkout.submitDetails' });
  };
  const errorText = (field: BillingField | 'terms') => {
    const error = errors[field];
    return error ? t(`checkout.error_${error}`) : null;
  };

  return (
    <PageFrame titleKey="pages.subscribe_form" stepKey="details">
      <CheckoutSteps current="details" />
      <StepTransition stepKey="details">
        <chakra.form onSubmit={submit} noValidate maxW="3xl" aria-busy={busy}>
          <Flex gap="4" wrap="wrap" align="end" mb="5" p="4" borderWidth="1px" rounded="lg" data-testid="chosen-plan">
            <Box flex="1" minW="48">
              <Text fontSize="sm" color="fg.muted">
                {t('checkout.plan')}
              </Text>
              <Text fontWeight="semibold" fontSize="lg">
                {plan ? plan.name : plans.failure ? `#${planId}` : '…'}
              </Text>
              {plan && (
                <Text fontVariantNumeric="tabular-nums">
                  {formatMoney(plan.prices[snapshot.context.period], i18n.language, plan.currency)}{' '}
                  {t(`pricing.per_${snapshot.context.period}`)}
                </Text>
              )}
            </Box>
            <SelectField
              w="40"
              size="sm"
              disabled={busy}
              label={t('checkout.period')}
              value={snapshot.context.period}
              options={[
                { value: 'monthly', label: t('pricing.monthly') },
                { value: 'yearly', label: t('pricing.yearly') },
              ]}
              onChange={(value) =>
                send({ type: 'checkout.periodChanged', period: value === 'yearly' ? 'yearly' : 'monthly' })
              }
            />
          </Flex>
          {plan && isCurrentPlan(plan, account?.subscription_name) && (
            <Alert.Root status="info" mb="5" data-testid="already-on-plan">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{t('checkout.already_on_plan', { plan: plan.name })}</Alert.Description>
                <Link asChild color="brand.fg" fontWeight="medium" mt="1">
                  <RouterLink to="/manage-subscription">{t('header.manage_subscription')}</RouterLink>
                </Link>
              </Alert.Content>
            </Alert.Root>
          )}

          {loading ? (
            <Skeleton h="64" rounded="md" />
          ) : (
            <BillingFields
              order={FIELDS}
              values={details}
              errors={errors}
              disabled={busy}
              onChange={(field, value) => send({ type: 'checkout.fieldChanged', field, value })}
            />
          )}

          <Field.Root mt="5" invalid={Boolean(errors.terms)} required>
            <Checkbox.Root
              checked={termsAccepted}
              onCheckedChange={(change) => send({ type: 'checkout.termsChanged', accepted: change.checked === true })}
              disabled={busy}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <TermsText />
              </Checkbox.Label>
            </Checkbox.Root>
            {errors.terms && <Field.ErrorText>{errorText('terms')}</Field.ErrorText>}
          </Field.Root>

          <SubmitRow mt="6" label={t('checkout.continue_payment')} busy={busy} disabled={loading} />
        </chakra.form>
      </StepTransition>
    </PageFrame>
  );
}
