import { hasKeys, isRecord, readItem, writeItem } from '@/api/storage';
import { DRAFT_PREFIX } from '@/components/drafts/kept-drafts';
import type { EditorDraft } from '@machines/widgets/editor/widget-editor.types';

/** Client state is saved to browser storage at most once a second. */
export const DRAFT_DEBOUNCE_MS = 1000;

/** Drafts live under `draft:` so that a logout can forget them all (components/drafts/kept-drafts.ts). */
export const draftKey = (widgetId: number | undefined): string => `${DRAFT_PREFIX}widget:${widgetId ?? 'new'}`;

export interface StoredDraft extends EditorDraft {
  savedAt: string;
}

/** The stored draft, or null when there is none or it is not one of ours (the machine re-checks every key). */
export function readDraft(widgetId: number | undefined): StoredDraft | null {
  const raw = readItem('local', draftKey(widgetId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!hasKeys<StoredDraft>(parsed, ['form', 'overrides'])) return null;
    return isRecord(parsed.form) && isRecord(parsed.overrides) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: EditorDraft): void {
  const stored: StoredDraft = { ...draft, savedAt: new Date().toISOString() };
  writeItem('local', draftKey(draft.widgetId), JSON.stringify(stored));
}

export function clearDraft(widgetId: number | undefined): void {
  writeItem('local', draftKey(widgetId), null);
}

export interface DraftWriter {
  schedule(draft: EditorDraft): void;
  flush(): void;
  cancel(): void;
}

/** Writes at most once per `delay`; `flush` writes what is pending at once (page hide, unmount). */
export function createDraftWriter(delay = DRAFT_DEBOUNCE_MS): DraftWriter {
  let pending: EditorDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending) writeDraft(pending);
    pending = null;
  };
  return {
    schedule(draft: EditorDraft) {
      pending = draft;
      timer ??= setTimeout(flush, delay);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
