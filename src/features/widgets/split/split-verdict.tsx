import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import {
  CLEAR_CONFIDENCE,
  MIN_VIEWS,
  type SplitVariant,
  type SplitVerdict as Verdict,
} from '@machines/widgets/split/split.rules';

/** What the test says so far: too early (and how many more views), the clear leader, or no leader yet. */
export function SplitVerdict({ verdict, variants }: { verdict: Verdict; variants: SplitVariant[] }) {
  const { t } = useTranslation();
  const formats = useFormat();
  if (verdict.kind === 'single') return null;
  let text: string;
  if (verdict.kind === 'too_early')
    text = t('widgetSplit.verdict.too_early', { min: formats.count(MIN_VIEWS), count: formats.count(verdict.needed) });
  else if (verdict.kind === 'leader')
    text = t('widgetSplit.verdict.leader', {
      label: variants.find((variant) => variant.id === verdict.id)?.label ?? '',
      confidence: formats.percent(verdict.confidence),
    });
  else
    text = t('widgetSplit.verdict.undecided', {
      confidence: formats.percent(verdict.confidence),
      goal: formats.percent(CLEAR_CONFIDENCE),
    });
  return (
    <Alert.Root status={verdict.kind === 'leader' ? 'success' : 'info'} role="status" data-testid="split-verdict">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
