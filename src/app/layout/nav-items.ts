import type { ComponentType } from 'react';
import {
  ActivityIcon,
  CardIcon,
  EyeIcon,
  FileIcon,
  FolderIcon,
  GlobeIcon,
  HomeIcon,
  PlusIcon,
  SearchIcon,
  SyncIcon,
  TagIcon,
  UsersIcon,
  WidgetIcon,
} from '@/components/icons';
import { isNewProjectState } from '@/components/new-project-state';

export interface NavItem {
  to: string;
  key: string;
  icon: ComponentType;
  /** First path segments of the other screens of this entry's area, which highlight it too. */
  also?: string[];
}

/** The sidebar: every area of the product, grouped, as routes and title keys. */
export const navGroups: { key: string; items: NavItem[] }[] = [
  {
    key: 'nav.group_rankings',
    items: [
      { to: '/', key: 'nav.dashboard', icon: HomeIcon },
      {
        to: '/admin-site-list',
        key: 'nav.projects',
        icon: FolderIcon,
        also: ['keyword-ranking', 'edit-project', 'edit-engines', 'edit-keywords', 'manage-group'],
      },
      { to: '/create-project', key: 'nav.create_project', icon: PlusIcon },
    ],
  },
  {
    key: 'nav.group_leads',
    items: [
      {
        to: '/widget-list',
        key: 'nav.widgets',
        icon: WidgetIcon,
        also: ['deleted-widget-list', 'edit-widget', 'widget-stats'],
      },
      { to: '/create-widget', key: 'nav.create_widget', icon: PlusIcon },
      { to: '/all-leads', key: 'nav.leads', icon: UsersIcon, also: ['deleted-lead-list', 'lead-report'] },
      { to: '/sync-lead', key: 'nav.sync_lead', icon: SyncIcon },
    ],
  },
  {
    key: 'nav.group_audits',
    items: [
      {
        to: '/my-audits',
        key: 'nav.audits',
        icon: SearchIcon,
        also: ['my-audits-deleted', 'audit-report', 'seo-analyzer', 'seo-audit', 'temp-audit-save'],
      },
      {
        to: '/audit-page',
        key: 'nav.new_audit',
        icon: FileIcon,
        also: ['advance-audit-page', 'webpage-audit', 'advance-webpage-audit'],
      },
      {
        to: '/website-audit/run-audit',
        key: 'nav.website_audits',
        icon: GlobeIcon,
        also: ['website-audit', 'issue-report', 'crawled-pages', 'found-resources', 'found-links', 'crawl-comparison'],
      },
    ],
  },
  {
    key: 'nav.group_monitoring',
    items: [
      {
        to: '/monitoring',
        key: 'nav.monitoring',
        icon: ActivityIcon,
        also: ['on-page', 'http-status', 'indexing', 'canonical', 'change-log'],
      },
      {
        to: '/page-change-monitors',
        key: 'nav.page_monitors',
        icon: EyeIcon,
        also: ['page-change-monitor', 'add-page', 'add-pages'],
      },
    ],
  },
  {
    key: 'nav.group_account',
    items: [
      { to: '/billing', key: 'nav.billing', icon: CardIcon, also: ['billing-details', 'manage-subscription'] },
      {
        to: '/pricing',
        key: 'nav.pricing',
        icon: TagIcon,
        also: ['subscribe-form', 'payment-method', 'confirm-order', 'payment'],
      },
    ],
  },
];

export const navItems: NavItem[] = navGroups.flatMap((group) => group.items);

/**
 * The sidebar entry a path belongs to: its own route, or a screen of the same area (e.g. `/edit-widget/3` → widgets).
 * The later steps of a project being created (history state from the wizard) belong to "New project".
 */
export function activeNavTarget(pathname: string, state?: unknown): string | null {
  if (isNewProjectState(state)) return '/create-project';
  const segment = pathname.split('/')[1] ?? '';
  const item =
    navItems.find((entry) => entry.to === pathname) ??
    navItems.find((entry) => entry.to !== '/' && entry.to.slice(1) === segment) ??
    navItems.find((entry) => entry.also?.includes(segment));
  return item?.to ?? null;
}
