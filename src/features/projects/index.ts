import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { KeywordRankingPage } from './ranking/keyword-ranking.page';
import { AdminSiteListPage, HomePage } from './site-list/site-list.page';
import { wizardPages } from './wizard/wizard-pages';
import { ManageGroupPage } from './groups/manage-group.page';

const pages: Record<string, ComponentType> = {
  home: HomePage,
  admin_site_list: AdminSiteListPage,
  ...wizardPages,
  manage_group: ManageGroupPage,
  keyword_ranking: KeywordRankingPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
