import { useEffect, useState } from 'react';
import { getLanguage } from '@/api/session';
import { applyTranslations } from '.';
import type { Messages } from './messages';

/**
 * Lays the server's texts (the call starts before the first render) over what shows, from an effect of the tree's last component. react-i18next subscribes a
 * component to text changes in an effect after it rendered, so texts added between that render and that effect were
 * missed and the component kept the old language (seen under load: a German header beside an English sidebar).
 * React runs every pending effect before it renders an update, and this component's effect after those of the tree
 * before it: whatever shows has subscribed by the time the texts land.
 */
export function ServerTexts({ arriving }: { arriving: Promise<Messages | null> }) {
  const [texts, setTexts] = useState<Messages | null>(null);
  useEffect(() => {
    let live = true;
    void arriving.then((remote) => live && setTexts(remote));
    return () => {
      live = false;
    };
  }, [arriving]);
  useEffect(() => {
    // Only texts that change what shows redraw it (react-i18next's store update is applied at once, never as a
    // transition): the usual reply, the texts already shown, redraws nothing.
    if (texts) applyTranslations(getLanguage(), texts);
  }, [texts]);
  return null;
}
