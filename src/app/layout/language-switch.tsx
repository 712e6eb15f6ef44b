import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button';

const LanguageMenu = lazy(() => import('./language-menu').then((module) => ({ default: module.LanguageMenu })));

/**
 * The language selector with its menu machinery (zag menu, floating-ui) in its own chunk, off the first page.
 * Until the chunk is there the same button shows; a click on it opens the menu as soon as the chunk arrives.
 */
export function LanguageSwitch() {
  const [openWanted, setOpenWanted] = useState(false);
  return (
    <Suspense fallback={<LanguageButton onClick={() => setOpenWanted(true)} />}>
      <LanguageMenu defaultOpen={openWanted} />
    </Suspense>
  );
}
