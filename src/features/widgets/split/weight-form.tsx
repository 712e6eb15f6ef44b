import { Button, Flex } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { weightProblem } from '@machines/widgets/split/split.rules';

/** One version's weight: checked before it is sent; what was typed stays when the call fails. */
export function WeightForm(props: {
  label: string;
  weight: number;
  busy: boolean;
  disabled: boolean;
  onSubmit: (weight: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(String(props.weight));
  const [shown, setShown] = useState(false);
  const problem = weightProblem(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!problem) props.onSubmit(typed.trim());
  };
  return (
    <Flex asChild gap="2" align="flex-end">
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('widgetSplit.weight', { label: props.label })}
          value={typed}
          onValueChange={(value) => (setTyped(value), setShown(false))}
          error={shown && problem ? t(`widgetSplit.weight_problem.${problem}`) : undefined}
          inputMode="numeric"
          size="sm"
          maxW="6rem"
          root={{ flex: '0 0 auto', width: 'auto' }}
          disabled={props.disabled}
        />
        <Button type="submit" size="sm" variant="outline" loading={props.busy} disabled={props.disabled}>
          {t('widgetSplit.set_weight')}
        </Button>
      </form>
    </Flex>
  );
}
