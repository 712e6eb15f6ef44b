import './recipes';
import billingEnglish from '@/i18n/locales/en/billing.json';
import leadSyncEnglish from '@/i18n/locales/en/lead-sync.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { CcConsentPage } from './cc-consent.page';
import { DemoPayPage } from './pay.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(billingEnglish, leadSyncEnglish);

/** Demo builds only: stand-ins for the outside providers' pages (see route-table `demoProviderRoutes`). */
export const pages = {
  cc_consent: CcConsentPage,
  pay: DemoPayPage,
} satisfies Record<string, ComponentType>;
