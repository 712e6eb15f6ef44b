import { addNotification } from './handlers/notifications.handlers';
import { nextId } from './handlers/common';
import { deliverLead } from './lead-delivery';
import type { Db, DbHeldLead, DbLead, DbUser, DbWidget } from './model';
import type { S } from './types';

/**
 * Which sites a widget takes leads from (issue 43). A lead sent from a page whose origin the owner has not confirmed
 * is held: stored apart from the leads, so it is not listed, counted, notified or delivered, until the owner
 * confirms the site (it becomes a lead then) or discards it. A passing installation check confirms its page's site.
 * The demo's sample site carries every widget, so it is always confirmed.
 */
/** The demo's sample site: the page "Open a sample preview" shows, which carries every widget. */
export const SAMPLE_SITE_HOST = 'sample.rankpilot.io';
export const SAMPLE_SITE_ORIGIN = `https://${SAMPLE_SITE_HOST}`;
/** At most this many held leads per widget: a flood from an unknown site keeps its newest. */
export const HELD_LEADS_MAX = 200;

/** What a submission makes of a lead before it is stored: the visitor's fields and the report's audit id. */
export type LeadDraft = DbHeldLead['draft'];

const heldOf = (db: Db): DbHeldLead[] => (db.heldLeads ??= []);

/** The origin of a page address the visitor's browser reported (already through the address rule). */
export const siteOf = (pageUrl: string): string => new URL(pageUrl).origin;

export const isConfirmedSite = (widget: DbWidget, origin: string): boolean =>
  origin === SAMPLE_SITE_ORIGIN || (widget.sites ?? []).includes(origin);

/** A lead's audit id: after every audit and lead audit there is (held ones too), so no lead opens another's report. */
export function nextLeadAuditId(db: Db): number {
  const ids = [...db.audits.map((audit) => audit.id), ...db.leads.map((lead) => lead.audit_id)];
  return Math.max(1000, ...ids, ...heldOf(db).map((item) => item.draft.audit_id)) + 1;
}

/** Stores a lead of `widget` as sent at `at` and lets it flow: delivered, and the owner told. */
export function acceptLead(db: Db, owner: DbUser, widget: DbWidget, draft: LeadDraft, at: string): DbLead {
  const lead: DbLead = {
    id: nextId(db, 'lead'),
    user_id: owner.id,
    widget_id: widget.id,
    widget_name: widget.name,
    ...draft,
    status: 'active',
    created_at: at,
  };
  db.leads.push(lead);
  deliverLead(owner, lead, at, widget.report_action_extra[widget.report_action].send_report === 1);
  addNotification(
    owner.id,
    'success',
    { key: 'new_lead', values: { widget: widget.name, lead: lead.name ?? lead.email ?? lead.url } },
    `/lead-report/${lead.id}`,
  );
  return lead;
}

/** Holds a lead from an unconfirmed site; past the cap the widget's oldest held lead goes. */
export function holdLead(db: Db, widget: DbWidget, origin: string, draft: LeadDraft, at: string): void {
  const held = heldOf(db);
  held.push({ widget_id: widget.id, origin, draft, at });
  const ofWidget = held.filter((item) => item.widget_id === widget.id);
  if (ofWidget.length > HELD_LEADS_MAX) held.splice(held.indexOf(ofWidget[0] as DbHeldLead), 1);
}

/** The widget's confirmed sites (the sample site first) and its held leads by site, the most recent first. */
export function widgetSites(db: Db, widget: DbWidget): S['WidgetSites'] {
  const bySite = new Map<string, S['HeldSite']>();
  for (const item of heldOf(db).filter((entry) => entry.widget_id === widget.id)) {
    const site = bySite.get(item.origin);
    if (site) Object.assign(site, { count: site.count + 1, last_at: item.at > site.last_at ? item.at : site.last_at });
    else bySite.set(item.origin, { origin: item.origin, count: 1, last_at: item.at });
  }
  return {
    confirmed: [SAMPLE_SITE_ORIGIN, ...(widget.sites ?? [])],
    held: [...bySite.values()].sort((a, b) => b.last_at.localeCompare(a.last_at)),
  };
}

/** Takes the held leads of `origin` out of the store, oldest first. */
function takeHeld(db: Db, widget: DbWidget, origin: string): DbHeldLead[] {
  const taken = heldOf(db).filter((item) => item.widget_id === widget.id && item.origin === origin);
  db.heldLeads = heldOf(db).filter((item) => !taken.includes(item));
  return taken;
}

/** Confirms a site: its leads are taken from now on, and those held become leads. Returns how many. */
export function confirmSite(db: Db, owner: DbUser, widget: DbWidget, origin: string): number {
  if (!isConfirmedSite(widget, origin)) widget.sites = [...(widget.sites ?? []), origin];
  const released = takeHeld(db, widget, origin);
  for (const item of released) acceptLead(db, owner, widget, item.draft, item.at);
  return released.length;
}

/** Drops the held leads of a site (it stays unconfirmed). Returns how many. */
export const discardSite = (db: Db, widget: DbWidget, origin: string): number => takeHeld(db, widget, origin).length;

/** Stops taking leads from a confirmed site (its next ones are held again). The sample site stays. */
export function removeSite(widget: DbWidget, origin: string): void {
  widget.sites = (widget.sites ?? []).filter((site) => site !== origin);
}
