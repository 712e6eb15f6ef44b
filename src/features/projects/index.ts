import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { AdminSiteListPage, HomePage } from './site-list/site-list.page';

const pages: Record<string, ComponentType> = {
  home: HomePage,
  admin_site_list: AdminSiteListPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
