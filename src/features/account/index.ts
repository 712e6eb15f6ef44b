import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { EmailConfirmationPage } from './email-confirmation/email-confirmation.page';
import { ProfilePage } from './profile/profile.page';
import { SettingsPage } from './settings/settings.page';

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  my_profile: ProfilePage,
  setting: SettingsPage,
  email_confirmation: EmailConfirmationPage,
} satisfies Record<string, ComponentType>;
