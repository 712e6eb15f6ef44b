import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckoutHost, type CheckoutActor, type CheckoutHost } from './checkout-host';

/**
 * The checkout under way, as this page needs it (chosen once per address: `pick` asks the session's checkout for
 * it), and its snapshot through `useSelector`.
 */
export function useCheckout(pick: (host: CheckoutHost) => CheckoutActor, key: string) {
  const host = useCheckoutHost();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ key: string; actor: CheckoutActor } | null>(null);
  let actor: CheckoutActor;
  if (chosen && chosen.key === key) {
    actor = chosen.actor;
  } else {
    // Chosen during render when the address changes (React's "adjust state on prop change").
    actor = pick(host);
    setChosen({ key, actor });
  }
  useEffect(() => host.setNavigator((to) => navigate(to)), [host, navigate]);
  const snapshot = useSelector(actor, (value) => value);
  return { actor, host, snapshot, send: actor.send };
}
