import { onApiEvent } from '@/api/events';
import { hasKeys, readItem, writeItem } from '@/api/storage';

/**
 * Coming back to an interrupted installation check: when a call answers 401 while the installation
 * dialog is open, the dialog notes which widget it showed and the page address typed (an address, never a secret)
 * under `draft:` (a logout forgets every draft; an expired session keeps them, src/app/sign-out.ts). Sign-in
 * returns to the same page (`next`), which opens the dialog again with the address, once.
 */
const KEY = 'draft:widget-install';

export interface InstallReturn {
  path: string;
  widgetId: number;
  name: string;
  url: string;
}

const here = () => window.location.pathname + window.location.search;

/** While the dialog is open: notes its state if the session ends. Returns the unsubscribe. */
export function noteInstallOnSessionEnd(state: () => Omit<InstallReturn, 'path'>): () => void {
  const path = here();
  return onApiEvent((event) => {
    if (event.type === 'session.ended') writeItem('local', KEY, JSON.stringify({ path, ...state() }));
  });
}

/** The dialog a dialog of this page had open when the session ended, or null (forgotten once the dialog reopens). */
export function interruptedInstall(): Omit<InstallReturn, 'path'> | null {
  const raw = readItem('local', KEY);
  if (!raw) return null;
  try {
    const note: unknown = JSON.parse(raw);
    if (!hasKeys<InstallReturn>(note, ['path', 'widgetId', 'name', 'url']) || note.path !== here()) return null;
    const { widgetId, name, url } = note;
    return typeof widgetId === 'number' && typeof name === 'string' && typeof url === 'string'
      ? { widgetId, name, url }
      : null;
  } catch {
    return null;
  }
}

/** The reopened dialog took the note: it opens once. */
export const forgetInterruptedInstall = (): void => void writeItem('local', KEY, null);
