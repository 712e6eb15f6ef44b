/**
 * Its own tiny entry, run before the app's: starts fetching the chunks of the screen the address opens (its area,
 * and the signed-in frame when a session is there), beside the entry instead of after it has run. The build writes
 * the plan into index.html (vite.config.ts, routePreload); without one (development) this does nothing.
 */
export interface RoutePlan {
  /** The signed-in frame's files. */
  layout: string[];
  /** Each area's files that the entry does not already preload. */
  areas: Record<string, string[]>;
  /** [path pattern, area] of each side's route table. */
  signedIn: [string, string][];
  signedOut: [string, string][];
}

/** `/keyword-ranking/:idp/:idse` → a whole-path pattern with one segment per parameter. */
export const routePattern = (path: string) =>
  new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

/** A stored session or a `?login-token=` about to become one; a wrong guess costs a preload, nothing else. */
function looksSignedIn(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has('login-token')) return true;
    return Boolean(window.localStorage.getItem('auth'));
  } catch {
    return false;
  }
}

/** The files to preload for this address, or none when no route of that side matches. */
export function filesFor(plan: RoutePlan, pathname: string, signedIn: boolean): string[] {
  const routes = signedIn ? plan.signedIn : plan.signedOut;
  const match = routes.find(([path]) => routePattern(path).test(pathname));
  const area = match ? (plan.areas[match[1]] ?? []) : [];
  return [...new Set([...(signedIn ? plan.layout : []), ...area])];
}

export function preloadRoute(doc: Document = document): void {
  const text = doc.getElementById('route-plan')?.textContent;
  if (!text) return;
  for (const href of filesFor(JSON.parse(text) as RoutePlan, window.location.pathname, looksSignedIn())) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

preloadRoute();
