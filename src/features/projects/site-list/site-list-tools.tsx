import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SiteListData } from '@machines/projects/site-list/site-list.machine';
import { countProjects, type SiteView } from '@machines/projects/site-list/site-view';
import { SelectField } from '@/components/select-field';
import { TextFilter } from '@/features/projects/ranking/text-filter';

/** The dashboard's text and group filters, the count shown and the CSV export. */
export function SiteListTools({
  data,
  view,
  shown,
  onChange,
  onExport,
}: {
  data: SiteListData;
  view: SiteView;
  shown: number;
  onChange: (patch: Partial<SiteView>) => void;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const total = countProjects(data);
  return (
    <Flex gap="3" wrap="wrap" align="end" justify="space-between">
      <Flex gap="3" wrap="wrap" align="end">
        <TextFilter label={t('siteListTools.filter_text')} value={view.text} onCommit={(text) => onChange({ text })} />
        <SelectField
          size="sm"
          maxW="14rem"
          label={t('siteListTools.filter_group')}
          value={view.show}
          onChange={(show) => onChange({ show })}
          options={[
            { value: 'all', label: t('siteListTools.group_all') },
            { value: 'ungrouped', label: t('siteListTools.group_ungrouped') },
            ...data.grouped.map((group) => ({
              value: String(group.id),
              label: t('siteListTools.group_named', { name: group.name }),
            })),
          ]}
        />
        <Text role="status" fontSize="sm" color="muted" pb="1.5">
          {shown === 0 ? t('siteListTools.no_match') : t('siteListTools.shown', { count: shown, total })}
        </Text>
      </Flex>
      <Button size="sm" variant="outline" onClick={onExport}>
        {t('siteListTools.export')}
      </Button>
    </Flex>
  );
}
