import { memo, type ComponentType } from 'react';

/**
 * For a `vi.mock` factory: the module as it is, with one component wrapped so that each of its renders calls
 * `count` first. `memoized` wraps it again in memo, like the real one and with its props comparison, so a counted
 * render is a render it does.
 */
export async function countRenders<P extends object>(
  importOriginal: () => Promise<unknown>,
  name: string,
  count: (props: P) => void,
  memoized = true,
): Promise<Record<string, unknown>> {
  const original = (await importOriginal()) as Record<string, unknown>;
  const Component = original[name] as ComponentType<P>;
  function Counted(props: P) {
    count(props);
    return <Component {...props} />;
  }
  const { compare } = Component as { compare?: (a: P, b: P) => boolean };
  return { ...original, [name]: memoized ? memo(Counted, compare) : Counted };
}
