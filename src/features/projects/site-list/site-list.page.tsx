import { SiteListScreen } from './site-list-screen';

/** / for a signed-in person: the dashboard is the project overview. */
export function HomePage() {
  return <SiteListScreen titleKey="pages.home" />;
}

/** /admin-site-list */
export function AdminSiteListPage() {
  return <SiteListScreen titleKey="pages.admin_site_list" />;
}
