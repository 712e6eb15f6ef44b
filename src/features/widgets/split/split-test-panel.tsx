import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { callAlerts } from '@/components/alerts/call-alerts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/list/load-failed';
import { useFormat } from '@/i18n/use-format';
import { splitTestMachine } from '@machines/widgets/split/split-test.machine';
import { MAX_VARIANTS, sharesOf, splitVerdict } from '@machines/widgets/split/split.rules';
import { changeVariant, createVariant, endTest, loadSplit } from './actors';
import { SplitVerdict } from './split-verdict';
import { VariantCard } from './variant-card';

const machine = splitTestMachine.provide({
  actors: { loadSplit, createVariant, changeVariant, endTest },
  actions: callAlerts,
});

/**
 * A widget's split test on its page (issue 47): its versions side by side with their shares, figures and how sure
 * the difference is; create a variant (opened in the editor), pause, resume or weigh one, or make one the widget.
 */
export function SplitTestPanel({ widgetId }: { widgetId: number }) {
  const { t } = useTranslation();
  const formats = useFormat();
  const [snapshot, send] = useMachine(machine, { input: { widgetId } });
  const { test, failure, pending, winner, created } = snapshot.context;

  if (snapshot.matches({ ready: 'created' }) && created !== null) return <Navigate to={`/edit-widget/${created}`} />;

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{t('widgetSplit.loading')}</VisuallyHidden>
        <Skeleton height="120px" />
      </Box>
    );
  } else if (snapshot.matches('loadFailed') || !test) {
    body = (
      <LoadFailed
        title={t('widgetSplit.load_failed')}
        failure={failure}
        onRetry={() => send({ type: 'split.retry' })}
      />
    );
  } else {
    const busy = !snapshot.matches({ ready: 'idle' });
    const shares = sharesOf(test.variants);
    const [original] = test.variants;
    const full = test.variants.length >= MAX_VARIANTS;
    const verdict = splitVerdict(test.variants);
    body = (
      <Stack gap="4">
        {test.since === null ? (
          <Text color="muted">{t('widgetSplit.intro')}</Text>
        ) : (
          <>
            <SplitVerdict verdict={verdict} variants={test.variants} />
            <Text textStyle="sm" color="muted">
              {t('widgetSplit.since', { date: formats.date(test.since) })} {t('widgetSplit.method')}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {original &&
                test.variants.map((variant, index) => (
                  <VariantCard
                    key={variant.id}
                    variant={variant}
                    share={shares[index] ?? 0}
                    original={original}
                    leading={verdict.kind === 'leader' && verdict.id === variant.id}
                    busy={busy}
                    changing={pending?.variant_id === variant.id}
                    onPause={() => send({ type: 'split.pause', variantId: variant.id })}
                    onResume={() => send({ type: 'split.resume', variantId: variant.id })}
                    onWeigh={(weight) => send({ type: 'split.weigh', variantId: variant.id, weight })}
                    onMakeWinner={() => send({ type: 'split.winnerRequested', variantId: variant.id })}
                  />
                ))}
            </SimpleGrid>
          </>
        )}
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            colorPalette="brand"
            variant="outline"
            size="sm"
            disabled={busy || full}
            loading={snapshot.matches({ ready: 'creating' })}
            onClick={() => send({ type: 'split.create' })}
          >
            {t('widgetSplit.create')}
          </Button>
          {full && (
            <Text textStyle="sm" color="muted">
              {t('widgetSplit.full')}
            </Text>
          )}
        </Flex>
      </Stack>
    );
  }

  const winnerLabel = test?.variants.find((variant) => variant.id === winner)?.label ?? '';
  return (
    <Box as="section" aria-labelledby="split-test-title" mb="8">
      <Heading as="h2" size="md" id="split-test-title" mb="3">
        {t('widgetSplit.title')}
      </Heading>
      {body}
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirmingWinner' }) || snapshot.matches({ ready: 'ending' })}
        title={t('widgetSplit.winner_title', { label: winnerLabel })}
        confirmLabel={t('widgetSplit.winner_confirm')}
        busy={snapshot.matches({ ready: 'ending' })}
        onConfirm={() => send({ type: 'winner.confirmed' })}
        onCancel={() => send({ type: 'winner.cancelled' })}
      >
        {t('widgetSplit.winner_text', { label: winnerLabel })}
      </ConfirmDialog>
    </Box>
  );
}
