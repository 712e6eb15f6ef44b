import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CrawlIssue } from '@/features/audits/crawl-actors';
import type { IssueChange } from './compare';
import { SeverityBadge } from './severity-badge';

/** One kind of change between two crawls (new, fixed, worse…): its issues and their page counts before and after. */
export function ChangeList({ id, title, changes }: { id: string; title: string; changes: IssueChange<CrawlIssue>[] }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Heading as="h2" size="sm" id={id} mb="3">
        {title} ({changes.length})
      </Heading>
      {changes.length === 0 ? (
        <Text color="muted">{t('crawl.compare.none')}</Text>
      ) : (
        <List.Root listStyle="none" gap="2">
          {changes.map(({ issue, before, after }) => (
            <List.Item key={issue.code} display="block">
              <SeverityBadge severity={issue.severity} /> <Text as="span">{issue.title}</Text>
              <Text fontSize="sm" color="muted" fontVariantNumeric="tabular-nums">
                {t('crawl.compare.change', { before, after })}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
