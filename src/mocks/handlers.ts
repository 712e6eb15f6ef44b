import { accountHandlers } from './handlers/account.handlers';
import { authHandlers } from './handlers/auth.handlers';
import { checkoutHandlers } from './handlers/checkout.handlers';
import { crawlHandlers } from './handlers/crawl.handlers';
import { dashboardHandlers } from './handlers/dashboard.handlers';
import { emailHandlers } from './handlers/email.handlers';
import { faultHandler } from './handlers/faults.handlers';
import { keywordHandlers } from './handlers/keywords.handlers';
import { leadSyncHandlers } from './handlers/leadsync.handlers';
import { listHandlers } from './handlers/lists.handlers';
import { monitoringHandlers } from './handlers/monitoring.handlers';
import { pageAuditHandlers } from './handlers/page-audit.handlers';
import { notificationHandlers } from './handlers/notifications.handlers';
import { previewImageHandlers } from './handlers/preview-images.handlers';
import { projectHandlers, referenceHandlers } from './handlers/projects.handlers';
import { siteHandlers } from './handlers/site.handlers';
import { subscriptionHandlers } from './handlers/subscription.handlers';
import { translationHandlers } from './handlers/translation.handlers';
import { widgetHandlers } from './handlers/widgets.handlers';

/** Every operation of openapi.yaml; the fault handler comes first so it can answer before any of them. */
export const handlers = [
  faultHandler,
  ...authHandlers,
  ...siteHandlers,
  ...translationHandlers,
  ...dashboardHandlers,
  ...notificationHandlers,
  ...projectHandlers,
  ...referenceHandlers,
  ...keywordHandlers,
  ...widgetHandlers,
  ...leadSyncHandlers,
  ...accountHandlers,
  ...checkoutHandlers,
  ...subscriptionHandlers,
  ...listHandlers,
  ...pageAuditHandlers,
  ...emailHandlers,
  ...previewImageHandlers,
  ...crawlHandlers,
  ...monitoringHandlers,
];
