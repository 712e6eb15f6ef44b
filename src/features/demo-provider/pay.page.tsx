import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api, unwrap } from '@/api/client';
import { settleServiceWorker } from '@/components/window-relay';

/** Only back to this app: a return address on another origin is never followed. */
export function sameOriginUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === window.location.origin
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

/**
 * /demo-provider/pay (demo builds only): stands in for PayPal's or paypro's checkout page. "Pay" settles the
 * payment on the demo server and returns to the app's success address; "Cancel" to its cancel address.
 */
export function DemoPayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = Number.parseInt(params.get('payment') ?? '', 10);
  const provider = params.get('provider') === 'paypro' ? 'PayPro' : 'PayPal';
  const returnUrl = sameOriginUrl(params.get('return'));
  const cancelUrl = sameOriginUrl(params.get('cancel'));
  const valid = Number.isInteger(paymentId) && returnUrl !== null && cancelUrl !== null;
  const [busy, setBusy] = useState<'paid' | 'cancelled' | null>(null);
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    document.title = t('demoPay.title', { provider });
  }, [t, provider]);

  const settle = async (outcome: 'paid' | 'cancelled') => {
    if (!valid || sent.current) return;
    sent.current = true;
    setBusy(outcome);
    setFailed(false);
    try {
      await unwrap(
        api.POST('/api/v1/demo-provider/payments/{id}/', { params: { path: { id: paymentId } }, body: { outcome } }),
      );
      // The update of the demo backend's worker this page started at load fails loudly if the page leaves under it.
      await settleServiceWorker();
      window.location.assign(outcome === 'paid' ? returnUrl : cancelUrl);
    } catch {
      sent.current = false;
      setBusy(null);
      setFailed(true);
    }
  };

  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.muted" p="4">
      <Card.Root maxW="md" w="full">
        <Card.Header>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
            {t('demoPay.badge')}
          </Text>
          <Heading as="h1" size="lg">
            {t('demoPay.title', { provider })}
          </Heading>
        </Card.Header>
        <Card.Body>
          {valid ? (
            <Box>
              <Text>{params.get('plan') ?? ''}</Text>
              <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="demo-amount">
                EUR {params.get('amount') ?? ''}
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('demoPay.hint')}
              </Text>
              {failed && (
                <Text color="fg.error" mt="2" role="alert">
                  {t('demoPay.failed')}
                </Text>
              )}
            </Box>
          ) : (
            <Text role="alert">{t('demoPay.invalid')}</Text>
          )}
        </Card.Body>
        {valid && (
          <Card.Footer justifyContent="flex-end" gap="3">
            <Button
              variant="outline"
              onClick={() => void settle('cancelled')}
              loading={busy === 'cancelled'}
              disabled={busy !== null}
            >
              {t('demoPay.cancel')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => void settle('paid')}
              loading={busy === 'paid'}
              disabled={busy !== null}
            >
              {t('demoPay.pay')}
            </Button>
          </Card.Footer>
        )}
      </Card.Root>
    </Flex>
  );
}
