import './recipes';
import { addEnglish } from '@/i18n';
import accountEnglish from '@/i18n/locales/en/account.json';
import { Box, Flex, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavigationProgress } from './navigation-progress';
import { AlertArea } from '@/components/alerts/alert-area';
import { useNarrowScreen } from '@/components/use-narrow-screen';
import { CookieBanner } from '@/app/white-label/cookie-banner';
import { CustomHeader } from '@/app/white-label/custom-header';
import { AppFooter } from './app-footer';
import { AppHeader, HEADER_HEIGHT } from './app-header';
import { PlanNotice } from './plan-notice';
import { Sidebar } from './sidebar';
import { MAIN_ID, SkipLink } from './skip-link';
import { closeSupportRequest, useSupportRequestOpen } from '@/components/support-request-store';

// The English the frame shows beyond the first page's (tests/i18n/area-english.test.ts checks the list).
addEnglish(accountEnglish);

/**
 * The signed-in frame: header, collapsible sidebar (a burger drawer below 990 px),
 * top bar with the plan notice, notification area, main content, footer, and the support drawer.
 */
export function SignedInLayout() {
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  // The burger menu belongs to the page it was opened on: a page change closes it, and so does growing past the breakpoint.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = narrow && navOpenOn === pathname;
  const setNavOpen = (open: boolean) => setNavOpenOn(open ? pathname : null);

  return (
    <Flex direction="column" minH="100vh" css={{ '--header-height': HEADER_HEIGHT }}>
      <SkipLink />
      <NavigationProgress />
      <AppHeader narrow={narrow} onOpenNav={() => setNavOpen(true)} />
      <Flex flex="1" minH="0" align="stretch">
        {narrow ? <LazyNavDrawer open={navOpen} onOpenChange={setNavOpen} /> : <Sidebar />}
        <Flex direction="column" flex="1" minW="0">
          <Stack gap="2" px={{ base: 4, lg: 8 }} pt="4" _empty={{ display: 'none' }} data-testid="top-bar">
            <CustomHeader />
            <PlanNotice />
          </Stack>
          {/* At least a window tall: the footer starts below the fold, so a screen that fills in doesn't push it. */}
          <Box
            as="main"
            id={MAIN_ID}
            tabIndex={-1}
            flex="1"
            minH="calc(100dvh - var(--header-height))"
            px={{ base: 4, lg: 8 }}
            py="5"
            outline="none"
          >
            <Outlet />
          </Box>
          <AppFooter />
        </Flex>
      </Flex>
      <CookieBanner />
      <LazySupportDrawer />
      <AlertArea />
    </Flex>
  );
}

const SupportDrawer = lazy(() => import('./support-drawer').then((module) => ({ default: module.SupportDrawer })));

/** The support drawer (and its statechart) loads when first opened, then stays mounted so nothing typed is lost. */
function LazySupportDrawer() {
  const open = useSupportRequestOpen();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  // The drawer belongs to this layout: leaving it (sign-out, session end) closes it. This lives here, not in the
  // drawer, which mounts already open: StrictMode's effect replay would close it right after its first click.
  useEffect(() => closeSupportRequest, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SupportDrawer />
    </Suspense>
  ) : null;
}

const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

/** The burger drawer (and the dialog machinery under it) loads when first opened, off the first page. */
function LazyNavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NavDrawer open={open} onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;
}
