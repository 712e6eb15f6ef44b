import { useLayoutEffect } from 'react';

/**
 * Render timing for the render bench (scripts/bench-render.mjs): `<name>:data` is marked when
 * an actor hands its data to the machine (after the network and the transform), and
 * `<name>:render` measures from there to the first frame painted with the rows. Nothing here
 * changes what is shown; without the Performance API (old browsers, some test environments) it
 * does nothing.
 */
const canMark = () =>
  typeof performance !== 'undefined' &&
  typeof performance.mark === 'function' &&
  typeof performance.measure === 'function';

export function markDataAvailable(name: string): void {
  if (canMark()) performance.mark(`${name}:data`);
}

/** Once `ready` (the rows are in the DOM), measures `<name>:data` → commit and → the next painted frame. */
export function useRenderTiming(name: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready || !canMark() || performance.getEntriesByName(`${name}:data`, 'mark').length === 0) return;
    performance.measure(`${name}:commit`, `${name}:data`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's paint follows its animation-frame callbacks; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        performance.measure(`${name}:render`, `${name}:data`);
        performance.clearMarks(`${name}:data`);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [name, ready]);
}
