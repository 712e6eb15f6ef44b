import { useSelector } from '@xstate/react';
import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '../../../components/alerts/alert-store';
import { clearDraft, createDraftWriter, readDraft } from './draft';
import type { EditorRef } from './editor-context';

const TEXT_INPUT_TYPES = new Set(['text', 'url', 'email', 'search', 'number', 'tel', 'password', '']);

/** Inside a text field the browser's own undo applies (it flows back through onChange); elsewhere the editor's. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * What the machine's context asks of the page, without re-rendering the editor: alerts,
 * navigation, the scroll to top, the draft in browser storage, the unload warning and the
 * undo/redo shortcuts.
 */
export function EditorEffects({ actorRef, widgetId, leavingRef }: { actorRef: EditorRef; widgetId: number | undefined; leavingRef: RefObject<boolean> }) {
  const navigate = useNavigate();
  const alert = useSelector(actorRef, (s) => s.context.alert);
  const navigateTo = useSelector(actorRef, (s) => (s.matches('saved') ? s.context.navigateTo : null));
  const scrollToTop = useSelector(actorRef, (s) => s.context.scrollToTop);

  useEffect(() => {
    if (alert) showAlert({ status: alert.status, message: alert.message, messageKey: alert.messageKey });
  }, [alert]);

  useEffect(() => {
    if (navigateTo) navigate(navigateTo);
  }, [navigateTo, navigate]);

  useEffect(() => {
    if (scrollToTop > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [scrollToTop]);

  // The draft: written at most once a second while there are unsaved edits; gone after a save or reset.
  useEffect(() => {
    const writer = createDraftWriter();
    let lastSaved = actorRef.getSnapshot().context.lastSaved;
    // A draft offered back is not overwritten until the person restores or discards it.
    const offered = readDraft(widgetId) !== null;
    const subscription = actorRef.subscribe((snapshot) => {
      const { context } = snapshot;
      if (context.lastSaved !== lastSaved || snapshot.matches('resetDone')) {
        lastSaved = context.lastSaved;
        writer.cancel();
        clearDraft(widgetId);
        return;
      }
      if (offered && context.draftStatus === 'none') return;
      if (snapshot.matches('editing') && context.dirty && !leavingRef.current) {
        writer.schedule({ widgetId, form: context.form, overrides: context.overrides });
      }
    });
    const onHide = () => writer.flush();
    const isLeaving = () => leavingRef.current;
    window.addEventListener('pagehide', onHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onHide);
      // Leaving by an expired sign-in or a route change: nothing typed is lost.
      if (isLeaving()) writer.cancel();
      else writer.flush();
    };
  }, [actorRef, widgetId, leavingRef]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const { context } = actorRef.getSnapshot();
      if (!context.dirty || leavingRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [actorRef, leavingRef]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (!undo && !redo) return;
      event.preventDefault();
      actorRef.send({ type: redo ? 'editor.redo' : 'editor.undo' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actorRef]);

  return null;
}
