import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { CcConsentPage } from './cc-consent.page';
import { DemoPayPage } from './pay.page';

/** Demo builds only: stand-ins for the outside providers' pages (see route-table `demoProviderRoutes`). */
const pages: Record<string, ComponentType> = {
  cc_consent: CcConsentPage,
  pay: DemoPayPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
