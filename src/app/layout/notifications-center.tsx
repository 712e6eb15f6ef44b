import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notificationsMachine, unreadCount, type NotificationItem } from '../../../machines/notifications/notifications.machine';
import { readItem, writeItem } from '../../api/storage';
import { alertFromFailure, showAlert, type AlertStatus } from '../../components/alerts/alert-store';
import { i18next } from '../../i18n';
import { loadNotifications, markNotificationsRead } from '../../features/account/actors';
import { BellButton } from './bell-button';

/** Ids already announced in this browser session, so a reload does not toast them again. */
const SEEN_KEY = 'notifications-seen';
const readSeen = (): number[] => {
  try {
    const parsed: unknown = JSON.parse(readItem('session', SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

const STATUS: Record<NotificationItem['type'], AlertStatus> = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' };

const machine = notificationsMachine.provide({
  actors: { loadNotifications, markRead: markNotificationsRead },
  actions: {
    // New entries arrive as a toast that leaves after 5 s (spec part 2 §8): the newest one's text, or how many.
    announce: (_, { items }) => {
      const [first] = items;
      if (!first) return;
      writeItem('session', SEEN_KEY, JSON.stringify([...new Set([...readSeen(), ...items.map((item) => item.id)])]));
      if (items.length === 1) showAlert({ status: STATUS[first.type], message: first.text });
      else showAlert({ status: 'info', message: i18next.t('notificationCenter.new_several', { count: items.length }) });
    },
    notifyMarkFailed: (_, { failure }) => alertFromFailure(failure),
  },
});

const NotificationsPanel = lazy(() => import('./notifications-panel').then((module) => ({ default: module.NotificationsPanel })));

/** Runs the notifications statechart for the header: the count on the button, toasts, and the panel when opened. */
export function NotificationsCenter({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [snapshot, send] = useMachine(machine, { input: { seen: readSeen() } });
  const { items, marking } = snapshot.context;
  const button = useRef<HTMLButtonElement>(null);
  // The panel loads on first open and then stays mounted (closing animates, reopening is instant).
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  // Opening refreshes the list, so it shows what is new since the last poll.
  useEffect(() => {
    if (open) send({ type: 'notifications.refresh' });
  }, [open, send]);

  return (
    <>
      <BellButton ref={button} count={unreadCount(items)} expanded={open} onClick={() => onOpenChange(!open)} />
      {wanted && (
        <Suspense fallback={null}>
          <NotificationsPanel
            open={open}
            onOpenChange={onOpenChange}
            items={items}
            loading={snapshot.matches('loading') && items.length === 0}
            failed={snapshot.matches('failed')}
            marking={marking}
            finalFocus={button}
            onMarkRead={(ids) => send({ type: 'notifications.markRead', ids })}
            onMarkAllRead={() => send({ type: 'notifications.markAllRead' })}
            onRetry={() => send({ type: 'notifications.refresh' })}
          />
        </Suspense>
      )}
    </>
  );
}

