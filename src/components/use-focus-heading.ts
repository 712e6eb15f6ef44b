import { useEffect, useRef } from 'react';

/**
 * A step heading that takes the focus when its step opens, so keyboard and screen-reader users start reading the new
 * step at its name instead of on the button that left the previous one. The heading needs `tabIndex={-1}`; without a
 * step (`undefined`) nothing moves.
 */
export function useFocusHeading<T extends HTMLElement>(step: string | number | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (step !== undefined) ref.current?.focus();
  }, [step]);
  return ref;
}
