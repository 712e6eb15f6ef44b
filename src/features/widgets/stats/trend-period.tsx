import { Button, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/list/date-field';
import { SelectField } from '@/components/select-field';
import {
  periodProblem,
  STATS_DAYS,
  type PeriodProblem,
  type StatsDays,
} from '@machines/widgets/stats/stats-period.rules';
import type { TrendPeriod } from '@machines/widgets/stats/trend';

interface TrendPeriodProps {
  period: TrendPeriod;
  /** The server's today (the last day a period may end on). */
  today: string;
  onChange: (period: TrendPeriod) => void;
}

/** The period of a widget's trend: the last 7, 30 or 90 days, or two dates and *Show*. */
export function TrendPeriodPicker({ period, today, onChange }: TrendPeriodProps) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(!('days' in period));
  const [from, setFrom] = useState('days' in period ? '' : period.from);
  const [to, setTo] = useState('days' in period ? '' : period.to);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);

  const choose = (value: string) => {
    if (value !== 'custom') {
      setCustom(false);
      setProblem(null);
      onChange({ days: Number(value) as StatsDays });
      return;
    }
    setCustom(true);
  };
  const show = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(from, to, today);
    setProblem(found);
    if (!found) onChange({ from, to });
  };

  return (
    <chakra.form onSubmit={show} display="flex" gap="3" alignItems="flex-end" flexWrap="wrap" mb="4" noValidate>
      <SelectField
        label={t('widgetStats.period_label')}
        value={custom ? 'custom' : String('days' in period ? period.days : 30)}
        options={[
          ...STATS_DAYS.map((n) => ({ value: String(n), label: t(`widgetStats.period_${n}`) })),
          { value: 'custom', label: t('widgetStats.period_custom') },
        ]}
        onChange={choose}
        size="sm"
        maxW="14rem"
      />
      {custom && (
        <>
          <DateField
            label={t('widgetStats.from')}
            value={from}
            max={today}
            onChange={setFrom}
            error={problem && problem !== 'future' ? t(`widgetStats.problem.${problem}`) : undefined}
          />
          <DateField
            label={t('widgetStats.to')}
            value={to}
            max={today}
            onChange={setTo}
            error={problem === 'future' ? t('widgetStats.problem.future') : undefined}
          />
          <Button type="submit" size="sm" colorPalette="brand">
            {t('widgetStats.show')}
          </Button>
        </>
      )}
    </chakra.form>
  );
}
