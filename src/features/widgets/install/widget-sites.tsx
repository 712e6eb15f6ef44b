import { Badge, Box, Button, Flex, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callAlerts } from '@/components/alerts/call-alerts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/list/load-failed';
import { useDateTimeFormat } from '@/components/list/use-date-format';
import { widgetSitesMachine } from '@machines/widgets/install/widget-sites.machine';
import { SAMPLE_SITE } from '@/features/widgets/sample-site';
import { decideSite, loadSites } from './actors';

const machine = widgetSitesMachine.provide({
  actors: { loadSites, decideSite },
  actions: callAlerts,
});

/**
 * The sites a widget takes leads from, and the leads held from any other site by site (issue 43), on the install
 * panel: confirm a site (its held leads become leads), discard what it sent (after a confirmation), or remove a
 * confirmed one. `checkedAt` changes after each passing installation check, which confirms its page's site.
 */
export function WidgetSites({ widgetId, checkedAt }: { widgetId: number; checkedAt: string | null }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine, { input: { widgetId } });
  const dateTime = useDateTimeFormat();
  const { sites, failure, pending, pendingDelete } = snapshot.context;

  useEffect(() => {
    if (checkedAt) send({ type: 'sites.reload' });
  }, [checkedAt, send]);

  let body;
  if (snapshot.matches('loading')) {
    body = <Spinner size="sm" color="brand.solid" role="status" aria-label={t('widgetInstall.sites_loading')} />;
  } else if (snapshot.matches('loadFailed') || !sites) {
    body = (
      <LoadFailed
        title={t('widgetInstall.sites_load_failed')}
        failure={failure}
        onRetry={() => send({ type: 'sites.retry' })}
      />
    );
  } else {
    const busy = !snapshot.matches({ ready: 'idle' });
    body = (
      <Stack gap="4">
        <List.Root variant="plain" gap="2">
          {sites.confirmed.map((origin) => (
            <List.Item key={origin}>
              <Flex role="group" aria-label={origin} gap="3" align="center" wrap="wrap">
                <Badge colorPalette="green">{t('widgetInstall.confirmed')}</Badge>
                <Text textStyle="sm" fontFamily="mono" wordBreak="break-all">
                  {origin}
                </Text>
                {origin === SAMPLE_SITE ? (
                  <Text textStyle="sm" color="fg.muted">
                    ({t('widgetInstall.sample_site')})
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy}
                    loading={pending?.origin === origin}
                    onClick={() => send({ type: 'sites.remove', origin })}
                  >
                    {t('widgetInstall.remove')}
                  </Button>
                )}
              </Flex>
            </List.Item>
          ))}
        </List.Root>
        <Box>
          <Text as="h4" fontWeight="semibold" textStyle="sm" mb="2">
            {t('widgetInstall.held_title')}
          </Text>
          {sites.held.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('widgetInstall.held_none')}
            </Text>
          ) : (
            <List.Root variant="plain" gap="3">
              {sites.held.map((site) => (
                <List.Item key={site.origin}>
                  <Flex role="group" aria-label={site.origin} gap="3" align="center" wrap="wrap">
                    <Box flex="1" minW="12rem">
                      <Text textStyle="sm" fontFamily="mono" wordBreak="break-all">
                        {site.origin}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {t('widgetInstall.held_count', { count: site.count })} ·{' '}
                        {t('widgetInstall.held_last', { date: dateTime(site.last_at) })}
                      </Text>
                    </Box>
                    <Button
                      size="xs"
                      colorPalette="brand"
                      disabled={busy}
                      loading={pending?.origin === site.origin}
                      onClick={() => send({ type: 'sites.confirm', origin: site.origin })}
                    >
                      {t('widgetInstall.confirm_site')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={busy}
                      onClick={() => send({ type: 'sites.discardRequested', origin: site.origin })}
                    >
                      {t('widgetInstall.discard')}
                    </Button>
                  </Flex>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="widget-sites-title">
      <Text as="h3" id="widget-sites-title" fontWeight="semibold" mb="1">
        {t('widgetInstall.sites_title')}
      </Text>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {t('widgetInstall.sites_hint')}
      </Text>
      {body}
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirmingDelete' }) || snapshot.matches({ ready: 'deleting' })}
        title={t('widgetInstall.discard_title', { site: pendingDelete ?? '' })}
        confirmLabel={t('widgetInstall.discard')}
        busy={snapshot.matches({ ready: 'deleting' })}
        onConfirm={() => send({ type: 'delete.confirmed' })}
        onCancel={() => send({ type: 'delete.cancelled' })}
      >
        {t('widgetInstall.discard_body')}
      </ConfirmDialog>
    </Box>
  );
}
