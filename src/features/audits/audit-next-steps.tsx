import { Box, Heading, Link as ChakraLink, List } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Where a page audit leads on: a crawl of the whole site, and watching the audited page for changes. */
export function AuditNextSteps({ url }: { url: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box as="nav" aria-labelledby={headingId} borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Heading as="h2" size="sm" id={headingId} mb="2">
        {t('auditReport.next_steps')}
      </Heading>
      <List.Root listStyle="none" gap="1.5" fontSize="sm">
        <List.Item>
          <ChakraLink asChild color="brand.fg">
            <RouterLink to="/website-audit/run-audit">{t('auditReport.audit_site')}</RouterLink>
          </ChakraLink>
        </List.Item>
        <List.Item>
          <ChakraLink asChild color="brand.fg">
            <RouterLink to={`/add-page?url=${encodeURIComponent(url)}`}>{t('auditReport.watch_page')}</RouterLink>
          </ChakraLink>
        </List.Item>
      </List.Root>
    </Box>
  );
}
