import './recipes';
import accountEnglish from '@/i18n/locales/en/account.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { EmailConfirmationPage } from './email-confirmation/email-confirmation.page';
import { ProfilePage } from './profile/profile.page';
import { SettingsPage } from './settings/settings.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(accountEnglish);

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  my_profile: ProfilePage,
  setting: SettingsPage,
  email_confirmation: EmailConfirmationPage,
} satisfies Record<string, ComponentType>;
