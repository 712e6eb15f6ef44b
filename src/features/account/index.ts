import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { EmailConfirmationPage } from './email-confirmation/email-confirmation.page';
import { ProfilePage } from './profile/profile.page';
import { SettingsPage } from './settings/settings.page';

const pages: Record<string, ComponentType> = {
  my_profile: ProfilePage,
  setting: SettingsPage,
  email_confirmation: EmailConfirmationPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
