import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { LeadSyncPage } from './lead-sync/lead-sync.page';

const pages: Record<string, ComponentType> = {
  sync_lead: LeadSyncPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
