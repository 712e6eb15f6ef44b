import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { LanguageButton } from './language-button';

type MenuModule = typeof import('./language-menu');

/**
 * The language menu's machinery (zag menu, floating-ui) is its own chunk, off the entry. It starts loading when the
 * frame's module runs, beside the first screen's own chunk, so it is usually there before the header first renders.
 */
let menuModule: MenuModule | null = null;
let menuLoading: Promise<MenuModule> | null = null;
const loadMenu = () => (menuLoading ??= import('./language-menu').then((module) => (menuModule = module)));
if (typeof window !== 'undefined') void loadMenu().catch(() => {});

/**
 * The language selector. Until its chunk is there the same button shows: a click on it opens the menu as soon as
 * the chunk arrives, and keyboard focus on it moves to the real trigger.
 */
export function LanguageSwitch() {
  const [module, setModule] = useState(menuModule);
  const [openRequest, setOpenRequest] = useState(0);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (module) return;
    let live = true;
    void loadMenu().then((loaded) => live && setModule(loaded));
    return () => {
      live = false;
    };
  }, [module]);
  if (!module) return <WaitingButton hadFocus={hadFocus} onClick={() => setOpenRequest((count) => count + 1)} />;
  return <module.LanguageMenu openRequest={openRequest} focusTrigger={hadFocus} />;
}

function WaitingButton({ hadFocus, onClick }: { hadFocus: RefObject<boolean>; onClick: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  // Runs before the button leaves the page: whether it held the focus then.
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      hadFocus.current = Boolean(button) && document.activeElement === button;
    };
  }, [hadFocus]);
  return <LanguageButton ref={ref} onClick={onClick} />;
}
