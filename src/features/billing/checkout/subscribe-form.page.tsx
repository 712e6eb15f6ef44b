import {
  Box,
  Button,
  chakra,
  Checkbox,
  Field,
  Flex,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/page-frame';
import { StepTransition } from '../../../components/step-transition';
import type { BillingField, Period } from '../../../../machines/checkout/checkout.rules';
import { formatMoney } from '../format';
import { fetchPlans } from '../plans';
import { useLoad } from '../../../components/use-load';
import { checkoutForPlan } from './checkout-store';
import { CheckoutSteps } from './checkout-steps';
import { useCheckout } from './use-checkout';

const FIELDS: { name: BillingField; required?: boolean; type?: string; autoComplete?: string; multiline?: boolean }[] =
  [
    { name: 'name', required: true, autoComplete: 'name' },
    { name: 'email', required: true, type: 'email', autoComplete: 'email' },
    { name: 'company_name', autoComplete: 'organization' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'street', autoComplete: 'street-address' },
    { name: 'zipcode', autoComplete: 'postal-code' },
    { name: 'tax_number' },
    { name: 'invoice_note', multiline: true },
  ];

/** /subscribe-form/{plan id}: billing details (prefilled) and the period, then subscribe. */
export function SubscribeFormPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const planId = Number.parseInt(id ?? '', 10);
  const period: Period = params.get('period') === 'yearly' ? 'yearly' : 'monthly';
  const { snapshot, send } = useCheckout(() => checkoutForPlan(planId, period), `plan-${planId}`);
  const plans = useLoad(fetchPlans, 'plans');
  const plan = plans.data?.find((item) => item.id === planId);
  const { details, errors, termsAccepted } = snapshot.context;
  const loading = snapshot.matches({ fillingDetails: 'loading' });
  const busy = snapshot.matches('subscribing');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'checkout.submitDetails' });
  };
  const errorText = (field: BillingField | 'terms') => {
    const error = errors[field];
    return error ? t(`checkout.error_${error}`) : null;
  };

  return (
    <PageFrame titleKey="pages.subscribe_form">
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
            <Field.Root w="auto">
              <Field.Label>{t('checkout.period')}</Field.Label>
              <NativeSelect.Root size="sm" w="40" disabled={busy}>
                <NativeSelect.Field
                  value={snapshot.context.period}
                  onChange={(event) =>
                    send({
                      type: 'checkout.periodChanged',
                      period: event.currentTarget.value === 'yearly' ? 'yearly' : 'monthly',
                    })
                  }
                >
                  <option value="monthly">{t('pricing.monthly')}</option>
                  <option value="yearly">{t('pricing.yearly')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>

          {loading ? (
            <Skeleton h="64" rounded="md" />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {FIELDS.map((field) => {
                const error = errorText(field.name);
                const common = {
                  name: field.name,
                  value: details[field.name],
                  disabled: busy,
                  onChange: (event: { currentTarget: { value: string } }) =>
                    send({ type: 'checkout.fieldChanged', field: field.name, value: event.currentTarget.value }),
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
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                );
              })}
            </SimpleGrid>
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
              <Checkbox.Label>{t('checkout.terms')}</Checkbox.Label>
            </Checkbox.Root>
            {errors.terms && <Field.ErrorText>{errorText('terms')}</Field.ErrorText>}
          </Field.Root>

          <Flex justify="flex-end" mt="6">
            <Button type="submit" colorPalette="brand" loading={busy} disabled={loading}>
              {t('checkout.continue_payment')}
            </Button>
          </Flex>
        </chakra.form>
      </StepTransition>
    </PageFrame>
  );
}
