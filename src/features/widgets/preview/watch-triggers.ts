import {
  isExitPointer,
  isExitScroll,
  triggerFired,
  type OpenTriggers,
  type ScrollSample,
} from '@machines/widgets/capture/display.rules';

/**
 * Opens an overlay on the first of its triggers (display.rules.ts) as the visitor's page sees them: the clock, how far
 * the page is scrolled, and exit intent (the pointer leaving through the top; on touch screens a quick scroll back
 * up). The clock is this window's: a preview's sample page runs no timers of its own (its frame runs no script).
 * The embed script and the editor's sample preview both use it. Returns what stops watching.
 */
export function watchTriggers(page: Window, triggers: OpenTriggers, open: () => void): () => void {
  const signals = { elapsedMs: 0, scrolledPx: 0, exitIntent: false };
  const samples: ScrollSample[] = [];
  const check = () => {
    if (!triggerFired(triggers, signals)) return;
    stop();
    open();
  };
  const onScroll = () => {
    const y = page.scrollY;
    signals.scrolledPx = Math.max(signals.scrolledPx, y);
    samples.push({ y, at: performance.now() });
    if (samples.length > 30) samples.shift();
    signals.exitIntent ||= isExitScroll(samples);
    check();
  };
  const onPointerOut = (event: MouseEvent) => {
    signals.exitIntent ||= isExitPointer({ clientY: event.clientY, leftWindow: event.relatedTarget === null });
    check();
  };
  const seconds = triggers.seconds;
  const timer =
    seconds === null ? undefined : setTimeout(() => ((signals.elapsedMs = seconds * 1000), check()), seconds * 1000);
  page.addEventListener('scroll', onScroll, { passive: true });
  page.document.addEventListener('mouseout', onPointerOut);
  function stop() {
    clearTimeout(timer);
    page.removeEventListener('scroll', onScroll);
    page.document.removeEventListener('mouseout', onPointerOut);
  }
  check();
  return stop;
}
