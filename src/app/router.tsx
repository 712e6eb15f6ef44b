import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found.page';
import { PageLoader } from './page-loader';
import { RouteError } from './route-error';
import { PublicLayout } from './layout/public-layout';
import {
  demoProviderRoutes,
  signedInRoutes,
  signedOutRoutes,
  type Area,
  type AreaPages,
  type RouteEntry,
} from './route-table';

/** One lazy chunk per area (DESIGN.md: fast by construction), each the module `areaModule` names. */
const areas: { [A in Area]: () => Promise<{ pages: AreaPages[A] }> } = {
  auth: () => import('../features/auth'),
  audits: () => import('../features/audits'),
  leads: () => import('../features/leads'),
  projects: () => import('../features/projects'),
  'project-wizard': () => import('../features/projects/wizard'),
  rankings: () => import('../features/projects/ranking'),
  groups: () => import('../features/projects/groups'),
  widgets: () => import('../features/widgets'),
  billing: () => import('../features/billing'),
  account: () => import('../features/account'),
  monitoring: () => import('../features/monitoring'),
  // Demo builds only: a production build must not ship the stand-in provider pages (nor route to them).
  demo: __DEMO_MODE__
    ? () => import('../features/demo-provider')
    : () => Promise.reject(new Error('demo pages are not built')),
};

async function loadPage({ area, page }: RouteEntry): Promise<ComponentType> {
  const pages: Record<string, ComponentType> = (await areas[area]()).pages;
  return pages[page] as ComponentType;
}

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  lazy: async () => ({ Component: await loadPage(entry) }),
});

/** The signed-in frame (header menus, notifications, sidebar) is its own chunk: the sign-in page never loads it. */
const signedInLayout = async () => ({ Component: (await import('./layout/signed-in-layout')).SignedInLayout });

function tree(layout: Pick<RouteObject, 'Component' | 'lazy'>, entries: RouteEntry[]): RouteObject[] {
  return [
    ...(__DEMO_MODE__
      ? demoProviderRoutes.map((entry) => ({
          ...toRoute(entry),
          HydrateFallback: PageLoader,
          errorElement: <RouteError />,
        }))
      : []),
    {
      ...layout,
      HydrateFallback: PageLoader,
      // A failure in the frame itself (header, banners) still gets our retry screen.
      errorElement: <RouteError />,
      children: [
        { errorElement: <RouteError />, children: [...entries.map(toRoute), { path: '*', Component: NotFoundPage }] },
      ],
    },
  ];
}

/** The signed-in and signed-out route tables: each is its own router (a page of one side never shows on the other). */
export const appRoutes = (signedIn: boolean): RouteObject[] =>
  signedIn ? tree({ lazy: signedInLayout }, signedInRoutes) : tree({ Component: PublicLayout }, signedOutRoutes);

/**
 * Loads the lazy routes an address matches and puts their components in place, so a router made from these routes
 * renders the page at once: what hydrating server-rendered HTML needs (a lazy route would first show its fallback).
 */
export async function resolveMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}

export const createAppRouter = (signedIn: boolean, routes: RouteObject[] = appRoutes(signedIn)) =>
  createBrowserRouter(routes);
