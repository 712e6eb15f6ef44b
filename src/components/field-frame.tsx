import { Field, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A limit from the contract with its rule (`textLimit()` of machines/shared/text-limits.ts, passed in by the form). */
export interface FieldLimit {
  max: number;
  state: (value: string) => LimitState;
}

/** Where a value stands against its limit: the count, whether it is near, and what is wrong past it. */
export interface LimitState {
  count: number;
  near: boolean;
  problem: 'too_long' | 'control' | null;
}

/** Whether two limit states show the same thing (the count shows only from near the limit on). */
export const sameLimitState = (a: LimitState | null, b: LimitState | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.near === b.near &&
    a.problem === b.problem &&
    (a.count === b.count || (!a.near && !a.problem)));

export interface FieldFrameProps {
  label: ReactNode;
  /** The message under the input; its presence marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Something after the input (a show/hide button). */
  end?: ReactNode;
  /** Props of the field around the input (its width in a row, its id). */
  root?: Omit<Field.RootProps, 'children'>;
  required?: boolean;
  disabled?: boolean;
  /** The limit's maximum and where the value stands against it. */
  limit?: { max: number; state: LimitState | null };
  /** The input itself. */
  children: ReactNode;
}

/**
 * What is around a text input: label above (with the required mark), the error under it, or else the hint; with a
 * limit, a character count near it and the limit's own message past it. `required` and `disabled` go to the field,
 * which the label and the input follow. It holds no value: whoever owns the input's value draws it.
 */
export function FieldFrame({ label, error, hint, end, root, required, disabled, limit, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const state = limit?.state ?? null;
  const limitError =
    state?.problem === 'control'
      ? t('text_limit.control')
      : state?.problem === 'too_long'
        ? t('text_limit.too_long', { max: limit?.max, count: state.count })
        : undefined;
  const shownError = error || limitError;
  const counter =
    state && state.near && !state.problem ? (
      <Field.HelperText aria-live="polite">
        {t('text_limit.counter', { count: state.count, max: limit?.max })}
      </Field.HelperText>
    ) : null;
  return (
    <Field.Root invalid={Boolean(shownError)} required={required} disabled={disabled} {...root}>
      <Field.Label>
        {label}
        {required && ' '}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {end ? (
        <Flex gap="2" align="center" w="full">
          {children}
          {end}
        </Flex>
      ) : (
        children
      )}
      {shownError ? (
        <Field.ErrorText>{shownError}</Field.ErrorText>
      ) : (
        (counter ?? (hint && <Field.HelperText>{hint}</Field.HelperText>))
      )}
    </Field.Root>
  );
}
