import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useSiteSettings } from '@/components/data/site-settings';
import { intentModule } from '@/components/intent-module';
import { loadForPress } from '@/components/on-intent';
import { LanguageButton } from './language-button';

/**
 * The language menu's machinery (zag menu, floating-ui, 33 KB) is its own chunk, off the entry. It loads when the
 * person shows intent (pointer over, focus, press), so it never competes with the first screen's own chunk.
 */
const languageMenu = intentModule(() => import('./language-menu'));
export const loadMenu = () => languageMenu.load();

/**
 * The language selector, when the site's settings offer more than one language (show_multilangual). Until its chunk
 * is there the same button shows: a click on it opens the menu as soon as the chunk arrives, and keyboard focus on it
 * moves to the real trigger.
 */
export function LanguageSwitch() {
  const multilingual = Boolean(useSiteSettings()?.show_multilangual);
  const [module, setModule] = useState(languageMenu.loaded);
  const [openRequest, setOpenRequest] = useState(0);
  const [wanted, setWanted] = useState(false);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    // Not there (offline, a new deployment): the same button stays, the next intent tries again.
    loadMenu().then(
      (loaded) => live && setModule(loaded),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [module, wanted]);
  if (!multilingual) return null;
  if (!module)
    return (
      <WaitingButton
        hadFocus={hadFocus}
        onIntent={() => setWanted(true)}
        onPress={() => {
          setWanted(true);
          setOpenRequest((count) => count + 1);
          loadForPress(languageMenu, () => setOpenRequest(0));
        }}
      />
    );
  return <module.LanguageMenu openRequest={openRequest} focusTrigger={hadFocus} />;
}

interface WaitingButtonProps {
  hadFocus: RefObject<boolean>;
  onIntent: () => void;
  /** A press: the primary button going down, or a click (keyboard). */
  onPress: () => void;
}

function WaitingButton({ hadFocus, onIntent, onPress }: WaitingButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Runs before the button leaves the page: whether it held the focus then.
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      hadFocus.current = Boolean(button) && document.activeElement === button;
    };
  }, [hadFocus]);
  return (
    <LanguageButton
      ref={ref}
      onPointerOver={onIntent}
      onFocus={onIntent}
      // The chunk may arrive between the press and the release: the click then reaches neither this button (gone)
      // nor the real trigger (the press began elsewhere), so the press itself asks for the menu.
      onPointerDown={(event) => (event.button === 0 ? onPress() : onIntent())}
      onClick={onPress}
    />
  );
}
