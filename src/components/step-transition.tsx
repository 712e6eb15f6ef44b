import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

interface StepTransitionProps {
  /** Changes when the step changes: the new step slides in. */
  stepKey: string;
  children: ReactNode;
}

/**
 * A short entrance for a wizard's step (checkout, project creation): 180 ms fade and slide,
 * none at all when the person asks for reduced motion. `LazyMotion` keeps framer-motion's
 * features in the chunk of the screen that uses it.
 */
export function StepTransition({ stepKey, children }: StepTransitionProps) {
  const reduce = useReducedMotion();
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        key={stepKey}
        initial={reduce ? false : { opacity: 0, x: 16 }}
        animate={{ opacity: 1, x: 0 }}
        transition={{ duration: reduce ? 0 : 0.18, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
