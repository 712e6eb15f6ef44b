import { chakra } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** False while React adopts the build's prerendered HTML (and on the server), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Its controls stay disabled until the page's code has taken over the prerendered HTML: a value typed or a press made
 * before that would be lost, and a form would go out as a plain GET with its fields in the address. They keep their
 * full colours meanwhile: fading them in as the app takes over would flash, and mid-fade text loses its contrast.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.fieldset
      disabled={!hydrated}
      border="0"
      m="0"
      p="0"
      minW="0"
      css={{ '&:disabled :disabled': { opacity: 1 } }}
    >
      {children}
    </chakra.fieldset>
  );
}
