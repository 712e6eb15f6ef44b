import { Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSharedDataOnly } from '@/components/data/shared-data';
import { prerenderedData } from '@/components/prerendered-data';
import { sampleAudits } from '@/features/audits/actors';
import { AsidePanel } from './aside-panel';

/** "See a sample report": the ready-made reports anyone may open. */
export function SampleReports() {
  const { t } = useTranslation();
  // The list alone: the load's steps (the page waits for no spinner here) redraw nothing. Until it arrives, the list
  // the page was prerendered with (so the loaded one, the same, moves nothing).
  const data = useSharedDataOnly(sampleAudits) ?? prerenderedData().samples;
  return (
    <AsidePanel headingId="sample-reports-heading" title={t('page_audit.samples_title')} p="4">
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
    </AsidePanel>
  );
}
