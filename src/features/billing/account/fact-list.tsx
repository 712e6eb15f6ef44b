import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Label-and-value rows in a bordered box (billing info, an invoice, a plan, a subscription); labels are text keys. */
export function FactList({ facts, testId }: { facts: [labelKey: string, value: ReactNode][]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" borderWidth="1px" rounded="lg" p="4" maxW="2xl" data-testid={testId}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
