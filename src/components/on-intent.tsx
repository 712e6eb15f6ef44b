import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { alertFromFailure } from './alerts/alert-store';
import type { IntentModule } from './intent-module';

/**
 * A press on a stand-in asks for its module; when the module cannot be loaded (offline, a new deployment) the person
 * is told as for a call that could not reach the server, and `forget` drops the press, so a later arrival (after a
 * pointer over) does not open the control unasked.
 */
export function loadForPress<M>(source: IntentModule<M>, forget: () => void): void {
  source.load().catch(() => {
    forget();
    alertFromFailure({ kind: 'network' });
  });
}

/** The module once it has arrived (the component renders again then), or null. */
export function useLoadedModule<M>(source: IntentModule<M>): M | null {
  return useSyncExternalStore(source.subscribe, source.loaded, source.loaded);
}

/**
 * A part whose code loads when it is first wanted (a dialog opened, also on arrival at the page): the module once it
 * is there, or null meanwhile. A load that fails is said as a network failure and `onFailed` drops the wish.
 */
export function useModuleWhen<M>(source: IntentModule<M>, wanted: boolean, onFailed: () => void): M | null {
  const module = useLoadedModule(source);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => {
    if (wanted && !module) loadForPress(source, () => failed.current());
  }, [wanted, module, source]);
  return module;
}

/** What a stand-in button passes on to the real control when it arrives. */
export interface Arrival {
  /** Pressed while the module was on its way: the real control opens on arrival. */
  openOnArrival: boolean;
  /** That press came from the keyboard (Enter or Space): the menu opens with its first item highlighted. */
  byKeyboard: boolean;
  /** The stand-in held the keyboard focus when it left: the real trigger takes it. */
  hadFocus: RefObject<boolean>;
}

/**
 * State of a control shown as a stand-in button until its module (an {@link IntentModule}) arrives: the pattern of
 * the header's language selector (app/layout/language-switch.tsx), shared by the account menu and the row menus.
 * Pointer over, focus or a press on the stand-in loads the module; a press (pointer down, or a click from the
 * keyboard) also asks for it to open on arrival, so a press is never lost while the button is swapped for the real
 * trigger.
 */
export function useOnIntent<M>(source: IntentModule<M>) {
  // Already there at the first render (another control of the kind loaded it): the real control at once, no
  // stand-in. Arriving for any of them swaps them all, before a person reaches for the next one.
  const module = useLoadedModule(source);
  const [wanted, setWanted] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    // Not there (offline, a new deployment): the stand-in stays, the next intent tries again.
    source.load().catch(() => live && setWanted(false));
    return () => {
      live = false;
    };
  }, [module, wanted, source]);
  const want = () => setWanted(true);
  const press = (keyboard: boolean) => {
    setWanted(true);
    setOpenOnArrival(true);
    setByKeyboard(keyboard);
    loadForPress(source, () => setOpenOnArrival(false));
  };
  const arrival: Arrival = { openOnArrival, byKeyboard, hadFocus };
  return {
    module,
    arrival,
    standIn: {
      // Over, not enter: React derives an enter from the element the pointer left, and drops it when that element
      // has just left the page under the pointer (another stand-in swapped for its control).
      onPointerOver: want,
      onFocus: want,
      // The module may arrive between the press and the release: the click then reaches neither this button (gone)
      // nor the real trigger (the press began elsewhere), so the primary button's press itself asks for the menu,
      // which then opens on arrival whatever becomes of the release (language-switch.tsx does the same).
      onPointerDown: (event: { button: number }) => (event.button === 0 ? press(false) : want()),
      // A click without a pointer (detail 0) is the keyboard's Enter or Space.
      onClick: (event: { detail: number }) => press(event.detail === 0),
    },
    hadFocus,
  };
}

/**
 * Records, as the stand-in leaves the page, whether it held the focus (for {@link Arrival.hadFocus}). A callback
 * ref: React detaches it while the button is still in the document, also when the component that renders the
 * stand-in stays (it swaps only its child), where an effect's cleanup would not run.
 */
export function useFocusHandOver<E extends HTMLElement>(hadFocusRef: RefObject<boolean>) {
  const element = useRef<E | null>(null);
  return useCallback(
    (node: E | null) => {
      if (node) element.current = node;
      else {
        hadFocusRef.current = element.current !== null && document.activeElement === element.current;
        element.current = null;
      }
    },
    [hadFocusRef],
  );
}

/** In the real control: the trigger takes the focus the stand-in had (unless the menu opens, which takes it). */
export function useTakeFocus<E extends HTMLElement>({ openOnArrival, hadFocus }: Arrival) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (hadFocus.current && !openOnArrival) ref.current?.focus();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
