import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { KeywordRankingPage } from './ranking/keyword-ranking.page';
import { AdminSiteListPage, HomePage } from './site-list/site-list.page';

const pages: Record<string, ComponentType> = {
  home: HomePage,
  admin_site_list: AdminSiteListPage,
  keyword_ranking: KeywordRankingPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
