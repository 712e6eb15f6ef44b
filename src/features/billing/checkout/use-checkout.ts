import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listenForReturns, setCheckoutNavigator, type CheckoutActor } from './checkout-store';

/** The shared checkout actor for this page (chosen once per address) and its snapshot. */
export function useCheckout(pick: () => CheckoutActor, key: string) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ key: string; actor: CheckoutActor } | null>(null);
  let actor: CheckoutActor;
  if (chosen && chosen.key === key) {
    actor = chosen.actor;
  } else {
    // Chosen during render when the address changes (React's "adjust state on prop change").
    actor = pick();
    setChosen({ key, actor });
  }
  useEffect(() => {
    setCheckoutNavigator((to) => navigate(to));
    listenForReturns();
  }, [navigate]);
  const snapshot = useSelector(actor, (value) => value);
  return { actor, snapshot, send: actor.send };
}
