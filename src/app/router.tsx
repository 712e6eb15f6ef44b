import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyComponent } from './lazy-component';
import { RouteFrame } from './route-frame';
import { NotFoundPage } from './not-found.page';
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
  auth: () => import('@/features/auth'),
  audits: () => import('@/features/audits'),
  leads: () => import('@/features/leads'),
  projects: () => import('@/features/projects'),
  'project-wizard': () => import('@/features/projects/wizard'),
  rankings: () => import('@/features/projects/ranking'),
  groups: () => import('@/features/projects/groups'),
  widgets: () => import('@/features/widgets'),
  'widget-editor': () => import('@/features/widgets/editor'),
  billing: () => import('@/features/billing'),
  account: () => import('@/features/account'),
  monitoring: () => import('@/features/monitoring'),
  demo: __DEMO_MODE__
    ? () => import('@/features/demo-provider')
    : () => Promise.reject(new Error('demo pages are not built')),
};

async function loadPage({ area, page }: RouteEntry): Promise<ComponentType> {
  const pages: Record<string, ComponentType> = (await areas[area]()).pages;
  return pages[page] as ComponentType;
}

type Preloadable = { preload: () => Promise<unknown> };

/** Each page's code loads on first use; `handle.preload` loads it ahead (see `preloadMatches`). */
function pageRoutes(entries: RouteEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const Page = lazyComponent(() => loadPage(entry));
    return { path: entry.path, element: <Page />, handle: { preload: Page.preload } };
  });
}

/** The signed-in frame (header menus, notifications, sidebar) is its own chunk: the sign-in page never loads it. */
const SignedInLayout = lazyComponent(async () => (await import('./layout/signed-in-layout')).SignedInLayout);

function tree(layout: { element: ReactNode; handle?: Preloadable }, entries: RouteEntry[]): RouteObject[] {
  return [
    // Demo builds only: a production build must not ship the stand-in provider pages (nor route to them).
    ...(__DEMO_MODE__ ? pageRoutes(demoProviderRoutes) : []),
    {
      ...layout,
      children: [
        { element: <RouteFrame />, children: [...pageRoutes(entries), { path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

/** The signed-in routes inside a frame of the caller's instead of `SignedInLayout` (a component test's bare one). */
export const signedInTree = (frame: ReactNode): RouteObject[] => tree({ element: frame }, signedInRoutes);

let sides: { in: RouteObject[]; out: RouteObject[] } | undefined;

/**
 * The signed-in and signed-out route tables: each side renders its own (a page of one side never shows on the
 * other). Made once, so a page preloaded for the first render is the one rendered.
 */
export function appRoutes(signedIn: boolean): RouteObject[] {
  sides ??= {
    in: tree({ element: <SignedInLayout />, handle: { preload: SignedInLayout.preload } }, signedInRoutes),
    out: tree({ element: <PublicLayout /> }, signedOutRoutes),
  };
  return signedIn ? sides.in : sides.out;
}

/**
 * Loads the code of everything an address shows, so the first render draws the page at once: what hydrating a
 * prerendered page, and rendering one in the build, need (a lazy part would first show its fallback).
 */
export async function preloadMatches(signedIn: boolean, pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes(signedIn), pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as Partial<Preloadable> | undefined)?.preload?.()));
}

/** The routes of the current side, each lazily loaded part inside a frame with its loader and retry screen. */
export function AppRoutes({ signedIn, signedInRoutes }: { signedIn: boolean; signedInRoutes?: RouteObject[] }) {
  return <RouteFrame>{useRoutes(signedIn && signedInRoutes ? signedInRoutes : appRoutes(signedIn))}</RouteFrame>;
}
