import { Button, Field, Group, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../alerts/alert-store';

/** The address to share: the report's route on this site, carrying its share key (how a public viewer is let in is the server's part). */
export function shareUrl(auditId: number, shareKey: string, origin: string = globalThis.location.origin): string {
  return `${origin}/audit-report/${auditId}?share_key=${encodeURIComponent(shareKey)}`;
}

/** The share link of a report, read-only, with a copy button. */
export function ShareLink({ auditId, shareKey }: { auditId: number; shareKey: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const url = shareUrl(auditId, shareKey);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showAlert({ status: 'success', messageKey: 'reports.link_copied' });
    } catch {
      showAlert({ status: 'danger', messageKey: 'reports.copy_failed' });
    }
  };
  return (
    <Field.Root>
      <Field.Label>{t('reports.share_link')}</Field.Label>
      <Group attached w="full">
        <Input readOnly value={url} size="sm" onFocus={(event) => event.currentTarget.select()} fontFamily="mono" />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? t('reports.copied') : t('reports.copy_link')}
        </Button>
      </Group>
      <Field.HelperText>{t('reports.share_hint')}</Field.HelperText>
    </Field.Root>
  );
}
