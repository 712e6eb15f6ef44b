import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { KeywordRankingPage } from './ranking/keyword-ranking.page';
import { AdminSiteListPage, HomePage } from './site-list/site-list.page';
import { wizardPages } from './wizard/wizard-pages';
import { ManageGroupPage } from './groups/manage-group.page';

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = {
  home: HomePage,
  admin_site_list: AdminSiteListPage,
  ...wizardPages,
  manage_group: ManageGroupPage,
  keyword_ranking: KeywordRankingPage,
} satisfies Record<string, ComponentType>;
