import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { useDateTimeFormat } from '@/components/list/use-date-format';
import { resendDeliveryMachine, type LeadDelivery } from '@machines/leads/lead-deliveries/resend-delivery.machine';
import { resendLeadDelivery } from './actors';

const machine = resendDeliveryMachine.provide({
  actors: { resendDelivery: resendLeadDelivery },
  actions: {
    notifySuccess: (_, { message }) =>
      showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: 'leadCard.resent' }),
    notifyRefused: (_, { message }) =>
      showAlert(message ? { status: 'danger', message } : { status: 'danger', messageKey: 'leadCard.refused' }),
    notifyFailure: (_, { failure }) => alertFromFailure(failure),
  },
});

const palette = { sent: 'green', failed: 'red', pending: 'gray' } as const;

/** One provider's delivery of the lead: its status, when, the provider's reason, and Send again for a failure. */
function DeliveryItem({ leadId, initial }: { leadId: number; initial: LeadDelivery }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const [snapshot, send] = useMachine(machine, { input: { leadId, delivery: initial } });
  const { delivery } = snapshot.context;
  // The report e-mailed to the visitor goes through the owner's e-mail server, not a lead sync provider.
  const toVisitor = delivery.service === 'report_email';
  const service = toVisitor ? t('leadCard.report_email') : t(`leadSync.tabs.${delivery.service}`);
  const sending = snapshot.matches('sending');
  const time = dateTime(delivery.at);
  return (
    <Box as="li" listStyleType="none" borderTopWidth="1px" borderColor="border" pt="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium">{service}</Text>
        <Badge colorPalette={palette[delivery.status]} variant="subtle">
          {t(`leadCard.status.${delivery.status}`)}
        </Badge>
      </Flex>
      <Text fontSize="sm" mt="1">
        {delivery.status === 'sent'
          ? t('leadCard.sent_at', { time })
          : delivery.status === 'pending'
            ? t('leadCard.pending_since', { time })
            : t('leadCard.failed_at', { time })}
      </Text>
      {delivery.status === 'failed' && (
        <>
          {delivery.message && (
            <Text fontSize="sm" color="fg.error" mt="1">
              {delivery.message}
            </Text>
          )}
          {toVisitor ? (
            <ChakraLink asChild color="brand.fg" fontSize="sm" mt="2" display="inline-block">
              <RouterLink to="/setting#smtp-setting">{t('leadCard.set_up_smtp')}</RouterLink>
            </ChakraLink>
          ) : (
            <Flex align="center" gap="3" mt="2" wrap="wrap">
              <Button
                size="xs"
                variant="outline"
                aria-label={t('leadCard.send_again_to', { service })}
                loading={sending}
                loadingText={t('leadCard.sending')}
                onClick={() => send({ type: 'delivery.resend' })}
              >
                {t('leadCard.send_again')}
              </Button>
              <ChakraLink asChild color="brand.fg" fontSize="sm">
                <RouterLink to={`/sync-lead/${delivery.service}`}>
                  {t('leadCard.check_connection', { service })}
                </RouterLink>
              </ChakraLink>
            </Flex>
          )}
        </>
      )}
    </Box>
  );
}

/** Where the lead was sent: one entry per lead sync provider that was connected when it arrived. */
export function LeadDeliveries({ leadId, deliveries }: { leadId: number; deliveries: LeadDelivery[] }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="lead-deliveries-title">
      <Heading as="h3" size="sm" id="lead-deliveries-title" mb="2">
        {t('leadCard.deliveries')}
      </Heading>
      {deliveries.length ? (
        <Stack as="ul" gap="3" m="0" p="0">
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.service} leadId={leadId} initial={delivery} />
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm">
          {t('leadCard.not_sent')}{' '}
          <ChakraLink asChild color="brand.fg">
            <RouterLink to="/sync-lead">{t('leadCard.set_up_sync')}</RouterLink>
          </ChakraLink>
        </Text>
      )}
    </Box>
  );
}
