import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { LeadSyncProvider } from '@machines/leads/lead-sync/lead-sync.types';
import { LeadSyncScreen, PROVIDERS } from './lead-sync-screen';

/** `sync_with` is case-insensitive; anything else is no provider (the route then goes to the webhook tab). */
export function providerOf(value: string | undefined): LeadSyncProvider | null {
  const lower = value?.toLowerCase();
  return PROVIDERS.find((provider) => provider === lower) ?? null;
}

/** /sync-lead and /sync-lead/{sync_with}: an unknown or missing provider goes to the webhook tab. */
export function LeadSyncPage() {
  const { sync_with: syncWith } = useParams();
  const location = useLocation();
  const provider = providerOf(syncWith);
  if (!provider) return <Navigate to="/sync-lead/webhook" replace />;
  if (provider !== syncWith)
    return <Navigate to={{ pathname: `/sync-lead/${provider}`, search: location.search }} replace />;
  return <LeadSyncScreen provider={provider} />;
}
