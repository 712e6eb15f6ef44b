import { Box, Button, Flex, Input, Link as ChakraLink, List, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { addMonitoredPagesMachine } from '@machines/monitoring/add/add-monitored-pages.machine';
import type { LineError } from '@machines/monitoring/add/add-monitored-pages.rules';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { FieldFrame } from '@/components/field-frame';
import { PageFrame } from '@/components/page-frame';
import { createMonitors } from '@/features/monitoring/actors';
import { FrequencyField } from '@/features/monitoring/frequency-field';

const machine = addMonitoredPagesMachine.provide({
  actors: { createMonitors },
  actions: {
    notifyAdded: (_, { message }) =>
      showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: 'pageMonitor.add.added' }),
    notifyFailed: (_, { failure }) => alertFromFailure(failure),
  },
});

function useLineMessage() {
  const { t } = useTranslation();
  return (error: LineError) =>
    error.problem === 'server'
      ? (error.message ?? t('pageMonitor.add.problems.invalid'))
      : t(`pageMonitor.add.problems.${error.problem}`);
}

/**
 * /add-page (one address) and /add-pages (one per line): the pages to watch and how often to check them; `?url=`
 * prefills the field.
 */
export function AddPagesScreen({ bulk }: { bulk: boolean }) {
  const { t } = useTranslation();
  // ?url= prefills the address(es): a project's "Watch pages" and an audit report's "Watch this page" link here.
  const [params] = useSearchParams();
  const [snapshot, send] = useMachine(machine, { input: { text: params.get('url') ?? '' } });
  const { text, frequency, errors, formError, added } = snapshot.context;
  const lineMessage = useLineMessage();
  const busy = snapshot.matches('submitting') || snapshot.matches('validating');
  const invalid = errors.length > 0 || formError !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'pages.submitted' });
  };

  if (snapshot.matches('done')) {
    return (
      <PageFrame titleKey={bulk ? 'pages.add_pages' : 'pages.add_page'}>
        <Box borderWidth="1px" borderColor="border" rounded="lg" p="6" role="status">
          <Text fontWeight="semibold" mb="2">
            {t('pageMonitor.add.done_title', { count: added.length })}
          </Text>
          <Text color="fg.muted" mb="3">
            {t('pageMonitor.add.done_hint')}
          </Text>
          <List.Root mb="4" ps="5">
            {added.map((page) => (
              <List.Item key={page.id}>
                <ChakraLink asChild color="brand.fg">
                  <RouterLink to={`/page-change-monitor?id=${page.id}`}>{page.url}</RouterLink>
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
          <Flex gap="2" wrap="wrap">
            <Button colorPalette="brand" size="sm" asChild>
              <RouterLink to="/page-change-monitors">{t('pageMonitor.add.to_list')}</RouterLink>
            </Button>
            <Button variant="outline" size="sm" onClick={() => send({ type: 'pages.addMore' })}>
              {t('pageMonitor.add.add_more')}
            </Button>
          </Flex>
        </Box>
      </PageFrame>
    );
  }

  const formMessage = formError
    ? t(formError === 'empty' ? 'pageMonitor.add.problems.empty' : 'pageMonitor.add.problems.over_limit')
    : null;
  return (
    <PageFrame
      titleKey={bulk ? 'pages.add_pages' : 'pages.add_page'}
      description={t(bulk ? 'pageMonitor.add.intro_bulk' : 'pageMonitor.add.intro_single')}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={bulk ? '/add-page' : '/add-pages'}>
            {t(bulk ? 'pageMonitor.add.switch_single' : 'pageMonitor.add.switch_bulk')}
          </RouterLink>
        </Button>
      }
    >
      <Box asChild maxW="44rem">
        <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <FieldFrame
            label={t(bulk ? 'pageMonitor.add.urls_label' : 'pageMonitor.add.url_label')}
            required
            root={{ mb: '4' }}
            hint={t(bulk ? 'pageMonitor.add.urls_help' : 'pageMonitor.add.url_help')}
            error={
              invalid && (
                <Box as="span" display="block" role="alert">
                  {formMessage && <Text as="span">{formMessage}</Text>}
                  {!formMessage && !bulk && errors[0] && <Text as="span">{lineMessage(errors[0])}</Text>}
                  {!formMessage && bulk && (
                    <>
                      <Text as="span" display="block">
                        {t('pageMonitor.add.lines_wrong', { count: errors.length })}
                      </Text>
                      <List.Root ps="5" data-testid="line-errors">
                        {errors.map((error) => (
                          <List.Item key={error.line}>
                            {t('pageMonitor.add.line_error', {
                              line: error.line,
                              text: error.text,
                              problem: lineMessage(error),
                            })}
                          </List.Item>
                        ))}
                      </List.Root>
                    </>
                  )}
                </Box>
              )
            }
          >
            {bulk ? (
              <Textarea
                value={text}
                rows={8}
                fontFamily="mono"
                fontSize="sm"
                placeholder={'https://www.example.com/\nhttps://www.example.com/pricing'}
                onChange={(event) => send({ type: 'pages.edited', text: event.target.value })}
              />
            ) : (
              <Input
                type="url"
                inputMode="url"
                value={text}
                placeholder="https://www.example.com/pricing"
                onChange={(event) => send({ type: 'pages.edited', text: event.target.value })}
              />
            )}
          </FieldFrame>
          <FrequencyField
            mb="6"
            maxW="16rem"
            value={frequency}
            onChange={(value) => send({ type: 'pages.frequencyChanged', frequency: value })}
          />
          <SubmitRow label={t(bulk ? 'pageMonitor.add.submit_bulk' : 'pageMonitor.add.submit_single')} busy={busy} />
        </form>
      </Box>
    </PageFrame>
  );
}
