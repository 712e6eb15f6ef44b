import { useAccount } from '../../../components/data/account';
import { UsageCounter } from '../../../components/usage-counter';

/** Used / total widgets of the plan; with no widgets in the plan, the way to get some. */
export function WidgetQuota() {
  const { data } = useAccount();
  return (
    <UsageCounter
      usage={data?.subscription_details.widget_setting}
      labelKey="widgetList.quota"
      noneKey="widgetList.quota_none"
      upgradeKey="widgetList.upgrade"
      testId="widget-quota"
    />
  );
}
