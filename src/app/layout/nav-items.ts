import type { ComponentType } from 'react';
import {
  CardIcon,
  FileIcon,
  FolderIcon,
  HomeIcon,
  PlusIcon,
  SearchIcon,
  SyncIcon,
  TagIcon,
  UsersIcon,
  WidgetIcon,
} from '../../components/icons';

export interface NavItem {
  to: string;
  key: string;
  icon: ComponentType;
}

/** The sidebar: the areas people work in every day, grouped, as routes and title keys. */
export const navGroups: { key: string; items: NavItem[] }[] = [
  {
    key: 'nav.group_rankings',
    items: [
      { to: '/', key: 'nav.dashboard', icon: HomeIcon },
      { to: '/admin-site-list', key: 'nav.projects', icon: FolderIcon },
      { to: '/create-project', key: 'nav.create_project', icon: PlusIcon },
    ],
  },
  {
    key: 'nav.group_leads',
    items: [
      { to: '/widget-list', key: 'nav.widgets', icon: WidgetIcon },
      { to: '/create-widget', key: 'nav.create_widget', icon: PlusIcon },
      { to: '/all-leads', key: 'nav.leads', icon: UsersIcon },
      { to: '/sync-lead', key: 'nav.sync_lead', icon: SyncIcon },
    ],
  },
  {
    key: 'nav.group_audits',
    items: [
      { to: '/my-audits', key: 'nav.audits', icon: SearchIcon },
      { to: '/audit-page', key: 'nav.new_audit', icon: FileIcon },
    ],
  },
  {
    key: 'nav.group_account',
    items: [
      { to: '/billing', key: 'nav.billing', icon: CardIcon },
      { to: '/pricing', key: 'nav.pricing', icon: TagIcon },
    ],
  },
];

export const navItems: NavItem[] = navGroups.flatMap((group) => group.items);
