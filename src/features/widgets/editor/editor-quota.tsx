import { Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { account, useAccountData } from '@/components/data/account';

/** widget_setting used / total; the upgrade text when the plan includes no widget at all. */
export function EditorQuota() {
  const { t } = useTranslation();
  const data = useAccountData();
  useEffect(() => {
    void account.refresh();
  }, []);
  const quota = data?.subscription_details.widget_setting;
  if (!quota) return null;
  if (quota.total === 0) {
    return (
      <Text as="span" textStyle="sm">
        {t('widgetEditor.quota.none')}{' '}
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to="/pricing">{t('widgetEditor.quota.upgrade')}</RouterLink>
        </Link>
      </Text>
    );
  }
  return (
    <Text as="span" textStyle="sm" data-testid="widget-quota" fontVariantNumeric="tabular-nums">
      {t('widgetEditor.quota.used', { used: quota.used, total: quota.total })}
    </Text>
  );
}
