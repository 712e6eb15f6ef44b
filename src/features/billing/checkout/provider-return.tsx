import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeHelperWindow } from '@/components/window-relay';
import { cameBackInThisWindow, clearSameWindow, useCheckoutHost } from './checkout-host';

type Phase = 'relaying' | 'handedOver' | 'here';

/**
 * The provider sends its window back to our success or cancel address. In the window the checkout opened, the
 * outcome goes to the app window that waits for it and this window closes itself; when this tab itself went to
 * the provider (pop-up blocked) or nobody takes the outcome, the page is shown here as before.
 */
export function ProviderReturnGate({
  orderId,
  outcome,
  children,
}: {
  orderId: number;
  outcome: 'success' | 'cancel';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const host = useCheckoutHost();
  const [phase, setPhase] = useState<Phase>(() =>
    // This window's own checkout brought it here, or this tab itself went to the provider: nothing to hand over.
    host.runs(orderId) || cameBackInThisWindow(orderId) ? 'here' : 'relaying',
  );

  useEffect(() => {
    if (phase !== 'relaying') {
      clearSameWindow(orderId);
      return;
    }
    let live = true;
    void host.relayProviderReturn(orderId, outcome).then(async (taken) => {
      if (!live) return;
      if (!taken) {
        setPhase('here');
        return;
      }
      setPhase('handedOver');
      await closeHelperWindow();
    });
    return () => {
      live = false;
    };
  }, [host, orderId, outcome, phase]);

  if (phase === 'here') return children;
  return (
    <Flex align="center" gap="3" role="status">
      {phase === 'relaying' && <Spinner size="sm" />}
      <Text>{t(phase === 'relaying' ? 'checkout.returning' : 'checkout.close_window')}</Text>
    </Flex>
  );
}
