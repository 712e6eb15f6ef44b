import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { useState, type ReactNode } from 'react';

interface StepTransitionProps {
  /** Changes with the step: a new key plays the entrance again. */
  stepKey: string | number;
  children: ReactNode;
}

/**
 * The move between the steps of a multi-step flow (project creation, checkout): a short slide and
 * fade in. Under `prefers-reduced-motion` the content appears at once. `LazyMotion` with
 * `domAnimation` keeps framer-motion's bundle to what `m` needs. While a step comes in it carries
 * `data-entering`, so whoever waits for the page to stand still (the browser tests' axe scans) can see it.
 */
export function StepTransition({ stepKey, children }: StepTransitionProps) {
  const reduced = useReducedMotion();
  const [entered, setEntered] = useState<string | number | null>(null);
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        key={stepKey}
        initial={reduced ? false : { opacity: 0, x: 16 }}
        animate={{ opacity: 1, x: 0 }}
        transition={{ duration: reduced ? 0 : 0.18, ease: 'easeOut' }}
        onAnimationComplete={() => setEntered(stepKey)}
        data-entering={(!reduced && entered !== stepKey) || undefined}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
