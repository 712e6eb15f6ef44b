import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../components/country-names';
import { SelectField } from '../../components/select-field';
import type { BillingDetails, BillingField, DetailErrors } from '@machines/shared/billing-details.rules';

interface FieldSpec {
  required?: boolean;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}

const SPECS: Record<BillingField, FieldSpec> = {
  name: { required: true, autoComplete: 'name' },
  company_name: { autoComplete: 'organization' },
  email: { required: true, type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  street: { autoComplete: 'street-address' },
  zipcode: { autoComplete: 'postal-code' },
  country: {},
  tax_number: {},
  invoice_note: { multiline: true },
};

/** The billing fields in the order the billing pages show them. */
export const BILLING_FIELDS: readonly BillingField[] = [
  'name',
  'company_name',
  'email',
  'phone',
  'street',
  'zipcode',
  'country',
  'tax_number',
  'invoice_note',
];

interface BillingFieldsProps {
  /** The fields in the order this form shows them. */
  order: readonly BillingField[];
  values: BillingDetails;
  errors: DetailErrors;
  disabled?: boolean;
  onChange: (field: BillingField, value: string) => void;
}

/** The billing details (account billing page and checkout): labels, autofill hints, required marks, errors. */
export function BillingFields({ order, values, errors, disabled, onChange }: BillingFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {order.map((name) => {
        const spec = SPECS[name];
        const error = errors[name];
        if (name === 'country')
          return (
            <SelectField
              key={name}
              label={t('billing.field_country')}
              value={values.country}
              options={countryOptions(i18n.language)}
              emptyLabel={t('billing.choose_country')}
              hint={t('billing.country_hint')}
              disabled={disabled}
              invalid={Boolean(error)}
              error={error ? t(`checkout.error_${error}`) : undefined}
              onChange={(value) => onChange(name, value)}
            />
          );
        const common = {
          name,
          value: values[name],
          disabled,
          onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
        };
        return (
          <Field.Root
            key={name}
            required={spec.required}
            invalid={Boolean(error)}
            gridColumn={spec.multiline ? { md: 'span 2' } : undefined}
          >
            <Field.Label>
              {t(`billing.field_${name}`)} {spec.required && <Field.RequiredIndicator />}
            </Field.Label>
            {spec.multiline ? (
              <Textarea {...common} rows={3} />
            ) : (
              <Input {...common} type={spec.type ?? 'text'} autoComplete={spec.autoComplete} />
            )}
            {error && <Field.ErrorText>{t(`checkout.error_${error}`)}</Field.ErrorText>}
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
