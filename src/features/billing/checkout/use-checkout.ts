import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckoutHost, type CheckoutActor, type CheckoutHost, type Chosen } from './checkout-host';

/**
 * The checkout under way, as this page needs it (chosen once per address: `pick` asks the session's checkout for
 * it), and its snapshot through `useSelector`.
 */
export function useCheckout(pick: (host: CheckoutHost) => Chosen, key: string) {
  const host = useCheckoutHost();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<(Chosen & { key: string }) | null>(null);
  let actor: CheckoutActor;
  if (chosen && chosen.key === key) {
    actor = chosen.actor;
  } else {
    // Chosen during render when the address changes (React's "adjust state on prop change"); what its arrival sends
    // waits for the commit below, since an event now would redraw the page being left during this render.
    const picked = pick(host);
    actor = picked.actor;
    setChosen({ key, ...picked });
  }
  // Before the paint, so the page is never seen in the step it arrives from; once (a repeated run finds it done).
  useLayoutEffect(() => {
    if (chosen?.arrive && chosen.actor.getSnapshot().can(chosen.arrive)) chosen.actor.send(chosen.arrive);
  }, [chosen]);
  useEffect(() => host.setNavigator((to) => navigate(to)), [host, navigate]);
  const snapshot = useSelector(actor, (value) => value);
  return { actor, host, snapshot, send: actor.send };
}
