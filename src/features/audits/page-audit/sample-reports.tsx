import { Box, Heading, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSharedData } from '../../../components/data/shared-data';
import { sampleAudits } from '../actors';

/** "See a sample report": the ready-made reports anyone may open. */
export function SampleReports() {
  const { t } = useTranslation();
  const { data } = useSharedData(sampleAudits);
  return (
    <Box as="aside" aria-labelledby="sample-reports-heading" borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Heading as="h2" size="sm" id="sample-reports-heading" mb="2">
        {t('page_audit.samples_title')}
      </Heading>
      <Text fontSize="sm" color="muted" mb="3">
        {t('page_audit.samples_hint')}
      </Text>
      {data && (
        <List.Root gap="2" listStyle="none">
          {data.map((sample) => (
            <List.Item key={sample.temp_id}>
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={`/audit-report/temp/${sample.temp_id}`}>
                  {t('page_audit.sample_link', {
                    url: sample.url.replace(/^https?:\/\//, ''),
                    keyword: sample.keyword,
                  })}
                </RouterLink>
              </ChakraLink>
              <Text fontSize="xs" color="muted">
                {t(sample.advance_audit ? 'page_audit.sample_advanced' : 'page_audit.sample_basic', {
                  score: sample.score,
                })}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
