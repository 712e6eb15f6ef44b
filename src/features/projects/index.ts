import './recipes';
import accountEnglish from '@/i18n/locales/en/account.json';
import listsEnglish from '@/i18n/locales/en/lists.json';
import projectsEnglish from '@/i18n/locales/en/projects.json';
import rankingsEnglish from '@/i18n/locales/en/rankings.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { AdminSiteListPage, HomePage } from './site-list/site-list.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(accountEnglish, listsEnglish, projectsEnglish, rankingsEnglish);

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  home: HomePage,
  admin_site_list: AdminSiteListPage,
} satisfies Record<string, ComponentType>;
