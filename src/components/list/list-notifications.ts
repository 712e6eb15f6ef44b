import {
  alertDeletedWithUndo,
  alertDeleteFailed,
  alertFromFailure,
  alertRestored,
} from '@/components/alerts/alert-store';
import type { ApiFailure } from '@contract/api-failure';

/** The list machine as its actions see it: what the Undo sends back to it. */
interface ListSelf {
  send: (event: { type: 'list.restoreRequested'; ids: number[] }) => void;
}

/**
 * The paged-list machine's four notifications, the same on every list (copy into `provide({ actions })`):
 * "Deleted." with an Undo that restores those rows on the same page, "deleted failed", "Restored.", and the danger
 * alert of a refused restore (the server's words: plan full, already active; else "went wrong").
 * `after` runs what else a change touches (a quota counter, a deleted count).
 */
export function listNotifications(after: { changed?: () => void } = {}) {
  return {
    notifyDeleted: ({ self }: { self: ListSelf }, { ids }: { ids: number[] }) => {
      alertDeletedWithUndo({ onUndo: () => self.send({ type: 'list.restoreRequested', ids }), owner: self });
      after.changed?.();
    },
    notifyDeleteFailed: (_: unknown, { failure }: { failure: ApiFailure }) => alertDeleteFailed(failure),
    notifyRestored: () => {
      alertRestored();
      after.changed?.();
    },
    notifyRestoreFailed: (_: unknown, { failure }: { failure: ApiFailure }) => alertFromFailure(failure),
  };
}
