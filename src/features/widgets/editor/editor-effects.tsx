import { useEffect, type RefObject } from 'react';
import { readDraft, type DraftWriter } from './draft';
import type { EditorRef } from './editor-context';

const TEXT_INPUT_TYPES = new Set(['text', 'url', 'email', 'search', 'number', 'tel', 'password', '']);

/** Inside a text field the browser's own undo applies (it flows back through onChange); elsewhere the editor's. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * The editor's ties to the browser, without re-rendering the editor: the draft in browser storage,
 * the unload warning and the undo/redo shortcuts. (Alerts, navigation and the focus of an invalid
 * field leave the machine as provided actions: see widget-editor.tsx.)
 */
export function EditorEffects({
  actorRef,
  widgetId,
  writer,
  leavingRef,
}: {
  actorRef: EditorRef;
  widgetId: number | undefined;
  /** The page's draft writer; the machine's widgetSaved/widgetReset actions cancel it. */
  writer: DraftWriter;
  leavingRef: RefObject<boolean>;
}) {
  // The draft: written at most once a second while there are unsaved edits (a save or reset forgets it).
  useEffect(() => {
    // A draft offered back is not overwritten until the person restores or discards it (or a save replaces it).
    const offered = readDraft(widgetId) !== null;
    const subscription = actorRef.subscribe((snapshot) => {
      const { context } = snapshot;
      if (offered && (context.draftStatus === 'none' || context.draftStatus === 'saved')) return;
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
  }, [actorRef, widgetId, writer, leavingRef]);

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
