import { Box, Button, Flex, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '@/components/safe-href';
import type { CrawlIssue } from '@/features/audits/crawl-actors';
import { LabelledText } from '@/features/audits/labelled-text';
import { SeverityBadge } from './severity-badge';

/** The affected URLs shown before "show all": a long list stays short until asked. */
const FIRST_URLS = 20;

/** One issue of a crawl: what it is, why it matters, how to fix it, and its affected URLs behind a toggle. */
export function IssueItem({ issue }: { issue: CrawlIssue }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const regionId = useId();
  const urls = all ? issue.urls : issue.urls.slice(0, FIRST_URLS);
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="md" p="4" listStyleType="none">
      <Flex gap="3" align="baseline" wrap="wrap">
        <SeverityBadge severity={issue.severity} />
        <Text as="h2" fontWeight="semibold" flex="1">
          {issue.title}
        </Text>
        <Text color="muted" fontVariantNumeric="tabular-nums">
          {t('crawl.overview.affected', { count: issue.urls.length })}
        </Text>
      </Flex>
      <LabelledText mt="2" label={`${t('crawl.issues.why')}:`} labelWeight="medium">
        {issue.description}
      </LabelledText>
      <LabelledText mt="1" label={`${t('crawl.issues.fix')}:`} labelWeight="medium">
        {issue.how_to_fix}
      </LabelledText>
      <Button
        size="xs"
        variant="outline"
        mt="3"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('crawl.issues.hide_urls') : t('crawl.issues.show_urls')}
      </Button>
      {open && (
        <Box id={regionId} role="region" aria-label={t('crawl.issues.urls_label', { title: issue.title })} mt="3">
          <List.Root gap="1" fontSize="sm" ps="4">
            {urls.map((url) => {
              const href = safeHref(url);
              return (
                <List.Item key={url} wordBreak="break-all">
                  {href ? (
                    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" color="brand.fg">
                      {url}
                    </ChakraLink>
                  ) : (
                    url
                  )}
                </List.Item>
              );
            })}
          </List.Root>
          {!all && issue.urls.length > FIRST_URLS && (
            <Button size="xs" variant="ghost" mt="2" onClick={() => setAll(true)}>
              {t('crawl.issues.show_all', { count: issue.urls.length })}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
