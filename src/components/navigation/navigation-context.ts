import { createContext, useContext } from 'react';

/** Decides, when an in-app route change starts, whether it would drop unsaved edits. */
export interface LeaveGuard {
  /** From and to are pathnames. */
  blocks(from: string, to: string): boolean;
  /** The change was held: `proceed` carries it out past every guard. */
  held(proceed: () => void): void;
}

export interface NavigationState {
  /** The next screen's code is loading; the current screen stays until it is there. */
  pending: boolean;
  /** Registers a guard until the returned function is called. */
  addGuard(guard: LeaveGuard): () => void;
}

/** Provided by the app's router (src/app/app-router.tsx). */
export const NavigationContext = createContext<NavigationState>({ pending: false, addGuard: () => () => {} });

export const useNavigationState = () => useContext(NavigationContext);
