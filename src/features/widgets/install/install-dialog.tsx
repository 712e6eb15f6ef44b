import {
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Flex,
  Portal,
  Spinner,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiBase } from '@/api/resolve-api-base';
import { alertFromFailure } from '@/components/alerts/alert-store';
import { LoadFailed } from '@/components/list/load-failed';
import { keepOpenOnFocusOutside } from '@/components/modal-dialog';
import { useDateTimeFormat } from '@/components/list/use-date-format';
import { FieldFrame } from '@/components/field-frame';
import { TextField } from '@/components/text-field';
import { widgetInstallMachine } from '@machines/widgets/install/widget-install.machine';
import { checkInstallation, loadEmbed } from './actors';
import { forgetInterruptedInstall, noteInstallOnSessionEnd } from './install-return';
import { WidgetSites } from './widget-sites';
import { TEXT_LIMITS, textLimit } from '@machines/shared/text-limits';

const ADDRESS_LIMIT = textLimit(TEXT_LIMITS.pageAddress);

const machine = widgetInstallMachine.provide({
  actors: { loadEmbed, checkInstallation },
  actions: { notifyCheckFailed: (_, { failure }) => alertFromFailure(failure) },
});

const GUIDES = ['html', 'wordpress', 'gtm', 'csp'] as const;

/** The origins a site's Content-Security-Policy must allow: the script's (script-src) and its API's (connect-src). */
export function policyOrigins(embedCode: string): { script: string; api: string } | null {
  const src = /\ssrc="([^"]+)"/.exec(embedCode)?.[1];
  if (!src) return null;
  try {
    const url = new URL(src);
    return { script: url.origin, api: new URL(resolveApiBase(url, import.meta.env.VITE_API_URL)).origin };
  } catch {
    return null;
  }
}

/** ⌘C on a Mac, Ctrl+C elsewhere. */
export function copyKeys(platform: string = globalThis.navigator?.userAgent ?? ''): string {
  return /Mac|iPhone|iPad/.test(platform) ? '⌘C' : 'Ctrl+C';
}

/**
 * Installing a widget on a site: its embed snippet with Copy, where to paste it (HTML, WordPress, Google Tag
 * Manager), and a check of whether a page carries it. Opened from the widget list and from the editor after a save.
 */
export function InstallDialog({
  widgetId,
  name,
  initialUrl,
  onClose,
}: {
  widgetId: number;
  name: string;
  /** The address typed before an expired sign-in interrupted the check. */
  initialUrl?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [snapshot, send, actor] = useMachine(machine, { input: { widgetId, url: initialUrl } });
  // A 401 ends the session: the dialog and what was typed come back after sign-in (install-return.ts).
  useEffect(() => {
    forgetInterruptedInstall();
    return noteInstallOnSessionEnd(() => ({ widgetId, name, url: actor.getSnapshot().context.url }));
  }, [actor, widgetId, name]);
  const { embed, failure, url, urlProblem, result, copy } = snapshot.context;
  const snippetRef = useRef<HTMLTextAreaElement>(null);
  const dateTime = useDateTimeFormat();
  const checking = snapshot.matches({ ready: 'checking' });
  const origins = embed ? policyOrigins(embed.embed_code) : null;

  const copySnippet = async () => {
    if (!embed) return;
    try {
      await navigator.clipboard.writeText(embed.embed_code);
      send({ type: 'install.copied' });
    } catch {
      // No clipboard permission: the code is selected, and the person copies it with the keyboard.
      snippetRef.current?.focus();
      snippetRef.current?.select();
      send({ type: 'install.copyRefused' });
    }
  };

  let answer: string | null = null;
  if (snapshot.matches({ ready: 'installed' }))
    answer = t('widgetInstall.installed', { date: dateTime(result?.last_seen_at ?? null) });
  else if (snapshot.matches({ ready: 'notFound' })) answer = t('widgetInstall.not_found');
  else if (snapshot.matches({ ready: 'unreachable' })) answer = t('widgetInstall.unreachable');

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <Flex justify="center" py="10">
        <Spinner size="lg" color="brand.solid" role="status" aria-label={t('widgetInstall.loading')} />
      </Flex>
    );
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <LoadFailed
        title={t('widgetInstall.load_failed')}
        failure={failure}
        onRetry={() => send({ type: 'install.retry' })}
      />
    );
  } else {
    body = (
      <Stack gap="5">
        <FieldFrame
          label={t('widgetInstall.snippet_label')}
          hint={copy === 'manual' && <span role="status">{t('widgetInstall.copy_manual', { keys: copyKeys() })}</span>}
        >
          <Textarea
            ref={snippetRef}
            readOnly
            value={embed?.embed_code ?? ''}
            fontFamily="mono"
            textStyle="sm"
            rows={3}
            onFocus={(event) => event.currentTarget.select()}
          />
        </FieldFrame>
        <Flex gap="3" align="center">
          <Button colorPalette="brand" size="sm" onClick={() => void copySnippet()}>
            {t('widgetInstall.copy')}
          </Button>
          <Text role="status" textStyle="sm" fontWeight="medium">
            {copy === 'copied' ? t('widgetInstall.copied') : ''}
          </Text>
        </Flex>
        <Box>
          <Text fontWeight="semibold" mb="2">
            {t('widgetInstall.guides_label')}
          </Text>
          <Tabs.Root defaultValue="html" variant="enclosed" size="sm" colorPalette="brand">
            <Tabs.List aria-label={t('widgetInstall.guides_label')}>
              {GUIDES.map((guide) => (
                <Tabs.Trigger key={guide} value={guide}>
                  {t(`widgetInstall.${guide}_tab`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {GUIDES.map((guide) => (
              <Tabs.Content key={guide} value={guide}>
                <Text textStyle="sm">
                  {t(`widgetInstall.${guide}_guide`, { script: origins?.script, api: origins?.api })}
                </Text>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Box>
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'install.check' });
          }}
        >
          <Text as="h3" fontWeight="semibold" mb="2">
            {t('widgetInstall.check_title')}
          </Text>
          <Flex gap="2" align="flex-start" wrap="wrap">
            <TextField
              root={{ flex: '1', minW: '16rem' }}
              label={t('widgetInstall.check_url')}
              type="url"
              inputMode="url"
              placeholder="https://www.example.com/"
              value={url}
              onValueChange={(value) => send({ type: 'install.urlChanged', url: value })}
              limit={ADDRESS_LIMIT}
              // Past the length the field shows the limit's own message.
              error={urlProblem && urlProblem !== 'too_long' ? t(`widgetInstall.url_${urlProblem}`) : undefined}
              hint={t('widgetInstall.check_hint')}
            />
            <Button type="submit" mt="6" loading={checking} loadingText={t('widgetInstall.checking')}>
              {t('widgetInstall.check')}
            </Button>
          </Flex>
          <Text role="status" mt="3" textStyle="sm" fontWeight="medium" data-testid="installation-answer">
            {answer ?? ''}
          </Text>
        </chakra.form>
        <WidgetSites
          widgetId={widgetId}
          checkedAt={snapshot.matches({ ready: 'installed' }) ? (result?.checked_at ?? null) : null}
        />
      </Stack>
    );
  }

  return (
    <Dialog.Root
      open
      size="lg"
      placement="center"
      onOpenChange={(details) => !details.open && onClose()}
      onFocusOutside={keepOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('widgetInstall.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{body}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
