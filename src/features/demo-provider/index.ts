import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { CcConsentPage } from './cc-consent.page';
import { DemoPayPage } from './pay.page';

/** Demo builds only: stand-ins for the outside providers' pages (see route-table `demoProviderRoutes`). */
export const pages = {
  cc_consent: CcConsentPage,
  pay: DemoPayPage,
} satisfies Record<string, ComponentType>;
