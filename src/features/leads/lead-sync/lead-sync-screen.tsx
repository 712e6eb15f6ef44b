import { HStack, Tabs } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { PageFrame } from '@/components/page-frame';
import { useKeptDraft } from '@/components/drafts/kept-drafts';
import { apiKeyProviderMachine } from '@machines/leads/lead-sync/api-key-provider.machine';
import {
  constantContactMachine,
  type CcNotice,
  type OAuthReturn,
} from '@machines/leads/lead-sync/constant-contact.machine';
import {
  badgeOf,
  type Badge,
  type LeadSyncFailure,
  type LeadSyncProvider,
} from '@machines/leads/lead-sync/lead-sync.types';
import { webhookMachine } from '@machines/leads/lead-sync/webhook.machine';
import { apiKeyActors, constantContactActors, webhookActors } from './actors';
import { ApiKeyPanel } from './api-key-panel';
import { ConstantContactPanel } from './constant-contact-panel';
import { closeHelperWindow } from '@/components/window-relay';
import { acknowledgeReturn, listenForReturns, redirectUri } from './oauth';
import { StatusBadge } from './status-badge';
import { WebhookPanel } from './webhook-panel';

export const PROVIDERS: readonly LeadSyncProvider[] = ['webhook', 'sendinblue', 'mailchimp', 'constant_contact'];

const notifySuccess = (_: unknown, { message }: { message?: string }) =>
  message ? showAlert({ status: 'success', message }) : showAlert({ status: 'success', messageKey: 'leadSync.saved' });
const notifyFailure = (_: unknown, { failure }: { failure: LeadSyncFailure }) => alertFromFailure(failure);
const actions = { notifySuccess, notifyFailure };

const apiKeyMachine = apiKeyProviderMachine.provide({ actors: apiKeyActors, actions });
const hookMachine = webhookMachine.provide({ actors: webhookActors, actions });
const ccMachine = constantContactMachine.provide({
  actors: constantContactActors,
  actions: {
    ...actions,
    notifyNotice: (_, { notice }: { notice: CcNotice }) => {
      if (notice === 'handed_over') {
        // A window the app opened may close itself; if the browser refuses, the panel says what to do.
        void closeHelperWindow();
        return;
      }
      showAlert({ status: notice === 'state_mismatch' ? 'danger' : 'warning', messageKey: `leadSync.cc_${notice}` });
    },
    acknowledgeReturn: (_, { state }: { state: string }) => acknowledgeReturn(state),
  },
});

const RETURN_PARAMS = ['code', 'state', 'error', 'error_description'];

function returnFrom(search: string): OAuthReturn | null {
  const params = new URLSearchParams(search);
  if (!RETURN_PARAMS.slice(0, 3).some((name) => params.has(name))) return null;
  const pick = (name: string) => params.get(name) ?? undefined;
  return { code: pick('code'), state: pick('state'), error: pick('error') };
}

/** The four providers as tabs, each with its status and panel; the Constant Contact sign-in's return is read here. */
export function LeadSyncScreen({ provider }: { provider: LeadSyncProvider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The provider's answer is read once, when the page opens at /sync-lead/constant_contact?code=…&state=….
  const [returned] = useState(() => (provider === 'constant_contact' ? returnFrom(location.search) : null));
  const [hook, sendHook] = useMachine(hookMachine);
  const [brevo, sendBrevo] = useMachine(apiKeyMachine, { input: { provider: 'sendinblue' } });
  const [chimp, sendChimp] = useMachine(apiKeyMachine, { input: { provider: 'mailchimp' } });
  const [cc, sendCc] = useMachine(ccMachine, { input: { redirectUri: redirectUri(), returned } });

  // An expired sign-in keeps what was typed: the API key until connected and the webhook (the key and the
  // webhook token in this tab's memory only, never in storage).
  useKeptDraft<{ key: string }>('leadsync:sendinblue', {
    ready: brevo.matches('loggedOut'),
    read: () =>
      (brevo.matches('loggedOut') || brevo.matches('loggingIn')) && brevo.context.key
        ? { key: brevo.context.key }
        : null,
    restore: ({ key }) => key && sendBrevo({ type: 'key.changed', value: key }),
    secrets: ['key'],
  });
  useKeptDraft<{ key: string }>('leadsync:mailchimp', {
    ready: chimp.matches('loggedOut'),
    read: () =>
      (chimp.matches('loggedOut') || chimp.matches('loggingIn')) && chimp.context.key
        ? { key: chimp.context.key }
        : null,
    restore: ({ key }) => key && sendChimp({ type: 'key.changed', value: key }),
    secrets: ['key'],
  });
  useKeptDraft<{ token: string; url: string }>('leadsync:webhook', {
    ready: hook.matches('editing'),
    read: () => (hook.context.dirty ? { token: hook.context.token, url: hook.context.url } : null),
    restore: ({ token, url }) => {
      if (typeof token === 'string') sendHook({ type: 'webhook.tokenChanged', value: token });
      if (typeof url === 'string') sendHook({ type: 'webhook.urlChanged', value: url });
    },
    secrets: ['token'],
  });

  // code and state never stay in the address bar or the history.
  useEffect(() => {
    if (!returned) return;
    const params = new URLSearchParams(location.search);
    RETURN_PARAMS.forEach((name) => params.delete(name));
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    // Only once, for the answer read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);

  // A popup this window opened hands its return over here (the machine decides whether it is ours).
  useEffect(() => listenForReturns((message) => sendCc({ type: 'cc.returned', ...message })), [sendCc]);

  const badges: Record<LeadSyncProvider, Badge | null> = {
    webhook: hook.context.details
      ? hook.context.details.tokenSaved && hook.context.details.url
        ? 'connected'
        : 'not_connected'
      : null,
    sendinblue: badgeOf(brevo.context.details, brevo.context.lastFailure),
    mailchimp: badgeOf(chimp.context.details, chimp.context.lastFailure),
    constant_contact: badgeOf(cc.context.details, cc.context.lastFailure),
  };

  const panels: Record<LeadSyncProvider, ReactNode> = {
    webhook: <WebhookPanel snapshot={hook} send={sendHook} />,
    sendinblue: <ApiKeyPanel snapshot={brevo} send={sendBrevo} />,
    mailchimp: <ApiKeyPanel snapshot={chimp} send={sendChimp} />,
    constant_contact: <ConstantContactPanel snapshot={cc} send={sendCc} />,
  };
  return (
    <PageFrame titleKey="pages.sync_lead">
      <Tabs.Root
        value={provider}
        onValueChange={(details) => navigate(`/sync-lead/${details.value}`)}
        lazyMount
        unmountOnExit
        colorPalette="brand"
        variant="line"
      >
        {/* On a phone the four tabs wrap onto a second row: each keeps its name and status readable. */}
        <Tabs.List aria-label={t('leadSync.tabs_label')} mb="5" flexWrap="wrap">
          {PROVIDERS.map((name) => (
            <Tabs.Trigger key={name} value={name} whiteSpace="nowrap">
              <HStack gap="2">
                <span>{t(`leadSync.tabs.${name}`)}</span>
                <StatusBadge status={badges[name]} />
              </HStack>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PROVIDERS.map((name) => (
          <Tabs.Content key={name} value={name} maxW="2xl">
            {panels[name]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageFrame>
  );
}
