import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { notificationsMachine, unreadCount, type NotificationItem } from '@machines/app/layout/notifications.machine';
import { alertFromFailure, showAlert, type AlertStatus } from '@/components/alerts/alert-store';
import { i18next } from '@/i18n';
import { loadNotifications, markNotificationsRead } from '@/features/account/actors';
import { BellButton } from './bell-button';

const STATUS: Record<NotificationItem['type'], AlertStatus> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

const machine = notificationsMachine.provide({
  actors: { loadNotifications, markRead: markNotificationsRead },
  actions: {
    // New entries arrive as a toast that leaves after 5 s: the newest one's text, or how many.
    announce: (_, { items }) => {
      const [first] = items;
      if (!first) return;
      if (items.length === 1) showAlert({ status: STATUS[first.type], message: first.text });
      else showAlert({ status: 'info', message: i18next.t('notificationCenter.new_several', { count: items.length }) });
    },
    notifyMarkFailed: (_, { failure }) => alertFromFailure(failure),
  },
});

const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((module) => ({ default: module.NotificationsPanel })),
);

/** Runs the notifications statechart for the header: the count on the button, toasts, and the panel when opened. */
export function NotificationsCenter({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [snapshot, send] = useMachine(machine, { input: {} });
  const { items, marking } = snapshot.context;
  const button = useRef<HTMLButtonElement>(null);
  // The panel loads on first open and then stays mounted (closing animates, reopening is instant).
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  // Opening the panel and moving to another screen ask again, so news shows without waiting for the next poll.
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    send({ type: 'notifications.refresh' });
  }, [pathname, send]);
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
