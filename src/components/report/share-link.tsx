import { Button, Field, Flex, Group, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { showAlert } from '@/components/alerts/alert-store';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The address to share: the public, read-only page of the report, open to anyone with the link. */
export function shareUrl(shareKey: string, origin: string = globalThis.location.origin): string {
  return `${origin}/shared-report/${encodeURIComponent(shareKey)}`;
}

/**
 * The share-link machine (machines/shared/share-link) as the report kit sees it. Components import no machine, so its
 * context and events are restated here.
 */
type ShareLinkEvent = {
  type: 'share.revokeRequested' | 'share.revokeCancelled' | 'share.revokeConfirmed' | 'share.createRequested';
};
type ShareLinkLogic = AnyStateMachine & {
  getInitialSnapshot: (...args: never[]) => { context: { shareKey: string | null } };
};

interface ShareLinkProps {
  machine: ShareLinkLogic;
  auditId: number;
  shareKey: string | null;
}

/** The share link of a report: read-only with a copy button, revocable after a confirmation, and made anew. */
export function ShareLink({ machine, auditId, shareKey: initialKey }: ShareLinkProps) {
  const { t } = useTranslation();
  const [snapshot, sendAny] = useMachine(machine, { input: { auditId, shareKey: initialKey } });
  const send = sendAny as (event: ShareLinkEvent) => void;
  const { shareKey } = snapshot.context as { shareKey: string | null };
  const [copied, setCopied] = useState<string | null>(null);
  const revoking = snapshot.matches('revoking');
  const url = shareKey ? shareUrl(shareKey) : null;
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
      showAlert({ status: 'success', messageKey: 'reports.link_copied' });
    } catch {
      showAlert({ status: 'danger', messageKey: 'reports.copy_failed' });
    }
  };
  return (
    <Field.Root>
      <Field.Label>{t('reports.share_link')}</Field.Label>
      {url ? (
        <>
          <Group attached w="full">
            <Input readOnly value={url} size="sm" onFocus={(event) => event.currentTarget.select()} fontFamily="mono" />
            <Button size="sm" variant="outline" onClick={() => void copy(url)}>
              {copied === url ? t('reports.copied') : t('reports.copy_link')}
            </Button>
          </Group>
          <Flex justify="space-between" align="center" gap="2" w="full" wrap="wrap">
            <Field.HelperText>{t('reports.share_hint')}</Field.HelperText>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => send({ type: 'share.revokeRequested' })}
            >
              {t('reports.revoke_link')}
            </Button>
          </Flex>
        </>
      ) : (
        <Flex align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="muted">
            {t('reports.no_link')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            loading={snapshot.matches('creating')}
            onClick={() => send({ type: 'share.createRequested' })}
          >
            {t('reports.create_link')}
          </Button>
        </Flex>
      )}
      <ConfirmDialog
        open={snapshot.matches('confirming') || revoking}
        title={t('reports.revoke_title')}
        confirmLabel={t('reports.revoke_link')}
        busy={revoking}
        onConfirm={() => send({ type: 'share.revokeConfirmed' })}
        onCancel={() => send({ type: 'share.revokeCancelled' })}
      >
        <Text>{t('reports.revoke_text')}</Text>
      </ConfirmDialog>
    </Field.Root>
  );
}
