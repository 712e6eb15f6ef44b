import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { getToken } from '@/api/session';
import type { TempAuditReport } from '@/features/audits/actors';
import { AsideOffer } from './aside-panel';

/** Beside a temporary report: keep it (signing in first when needed), or for a sample, run one's own. */
export function KeepPanel({ report }: { report: TempAuditReport }) {
  const { t } = useTranslation();
  const formats = useFormat();
  const signedIn = Boolean(getToken());
  const savePath = `/temp-audit-save/${report.temp_id}`;
  const expires = report.expires_at ? new Date(report.expires_at) : null;
  const [title, text, to, action] = report.sample
    ? [
        t('page_audit.sample_title'),
        t('page_audit.sample_text'),
        signedIn ? '/seo-analyzer' : '/audit-page',
        t('page_audit.run_own'),
      ]
    : [
        t('page_audit.keep_title'),
        expires && !Number.isNaN(expires.getTime())
          ? t('page_audit.keep_text', {
              date: formats.dateTime(expires),
            })
          : t('page_audit.keep_text_plain'),
        signedIn ? savePath : `/?next=${encodeURIComponent(savePath)}`,
        t(signedIn ? 'page_audit.keep' : 'page_audit.sign_in_keep'),
      ];
  return <AsideOffer headingId="keep-heading" title={title} text={text} to={to} action={action} />;
}
