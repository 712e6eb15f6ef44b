import { useSyncExternalStore } from 'react';

/** Whether the support-request drawer is open: any screen may open it. */
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
};

export const openSupportRequest = () => set(true);
export const closeSupportRequest = () => set(false);

export function useSupportRequestOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
