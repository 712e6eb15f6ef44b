import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/components/country-names';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import {
  BILLING_TEXT_LIMITS,
  type BillingDetails,
  type BillingField,
  type DetailErrors,
} from '@machines/shared/billing-details.rules';
import { textLimit, type TextLimit } from '@machines/shared/text-limits';

/** Each free-text field's contract limit, as the field takes it (counted and refused as the form's guard does). */
const LIMITS: Partial<Record<BillingField, TextLimit>> = Object.fromEntries(
  Object.entries(BILLING_TEXT_LIMITS).map(([field, { max, multiline }]) => [field, textLimit(max, multiline)]),
);

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
        return (
          <TextField
            key={name}
            label={t(`billing.field_${name}`)}
            name={name}
            value={values[name]}
            required={spec.required}
            disabled={disabled}
            multiline={spec.multiline}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            limit={LIMITS[name]}
            // Past the limit the field shows the limit's own message.
            error={error && error !== 'too_long' ? t(`checkout.error_${error}`) : undefined}
            root={spec.multiline ? { gridColumn: { md: 'span 2' } } : undefined}
            onValueChange={(value) => onChange(name, value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
