import { lazy, Suspense, useState } from 'react';
import { BellButton } from './bell-button';

const NotificationsCenter = lazy(() =>
  import('./notifications-center').then((module) => ({ default: module.NotificationsCenter })),
);

/**
 * The header's notifications. This file stays light: the list, its statechart and the toasts load
 * in their own chunk after the first render, the panel in another on first open. The open state
 * lives here, so a click before either chunk arrives still opens the panel once it has loaded.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  return (
    <Suspense fallback={<BellButton count={0} expanded={open} onClick={() => setOpen(true)} />}>
      <NotificationsCenter open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
