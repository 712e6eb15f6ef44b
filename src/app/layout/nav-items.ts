/** The sidebar: the areas people work in every day, as routes and title keys. */
export const navItems = [
  { to: '/admin-site-list', key: 'nav.projects' },
  { to: '/create-project', key: 'nav.create_project' },
  { to: '/widget-list', key: 'nav.widgets' },
  { to: '/create-widget', key: 'nav.create_widget' },
  { to: '/all-leads', key: 'nav.leads' },
  { to: '/sync-lead', key: 'nav.sync_lead' },
  { to: '/my-audits', key: 'nav.audits' },
  { to: '/audit-page', key: 'nav.new_audit' },
  { to: '/billing', key: 'nav.billing' },
  { to: '/pricing', key: 'nav.pricing' },
] as const;
