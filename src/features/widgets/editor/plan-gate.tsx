import { useTranslation } from 'react-i18next';
import { useAccountData } from '@/components/data/account';
import { EmptyState } from '@/components/empty-state';

/** A new widget's plan: 'none' when the plan includes no widget, 'full' when all are in use; null while unknown. */
export function useWidgetRoom(): 'none' | 'full' | 'room' | null {
  const quota = useAccountData()?.subscription_details.widget_setting;
  if (!quota) return null;
  if (quota.total === 0) return 'none';
  return quota.used >= quota.total ? 'full' : 'room';
}

/**
 * Said before a widget is designed, not at Save, so no work is lost to a refused save: the plan includes no widget,
 * or all of them are in use.
 * The counter beside it and the Pricing card read the same plan.
 */
export function PlanGate({ room }: { room: 'none' | 'full' }) {
  const { t } = useTranslation();
  const quota = useAccountData()?.subscription_details.widget_setting;
  return (
    <EmptyState
      title={t(room === 'none' ? 'widgetEditor.plan_gate.none_title' : 'widgetEditor.plan_gate.full_title')}
      hint={
        room === 'none'
          ? t('widgetEditor.plan_gate.none_hint')
          : t('widgetEditor.plan_gate.full_hint', { used: quota?.used ?? 0, total: quota?.total ?? 0 })
      }
      link={{ to: '/pricing', label: t('widgetEditor.plan_gate.upgrade') }}
    />
  );
}
