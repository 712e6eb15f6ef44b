import { Badge, Box, Flex, Heading, List, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditReport } from './actors';
import { LabelledText } from './labelled-text';
import { scorePalette, scoreText } from './score-palette';

const ORDER = { error: 0, warning: 1, passed: 2 } as const;
const SEVERITY_PALETTE = { error: 'red', warning: 'orange', passed: 'green' } as const;

/** The report's categories: a score bar each, and its issues, worst first. */
export function AuditCategories({ categories }: { categories: AuditReport['categories'] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return <Text color="muted">{t('auditReport.no_results')}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      {categories.map((category) => (
        <Box
          as="section"
          key={category.key}
          aria-labelledby={`category-${category.key}`}
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          p="4"
        >
          <Flex justify="space-between" align="center" mb="2" gap="3">
            <Heading as="h3" size="sm" id={`category-${category.key}`}>
              {category.name}
            </Heading>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {t('auditReport.score_of', { score: scoreText(category.score) })}
            </Text>
          </Flex>
          <Progress.Root
            value={category.score}
            size="xs"
            colorPalette={scorePalette(category.score)}
            mb="3"
            aria-label={t('auditReport.category_score', { name: category.name })}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <List.Root gap="2" listStyle="none">
            {[...category.issues]
              .sort((a, b) => ORDER[a.severity] - ORDER[b.severity])
              .map((issue) => (
                <List.Item key={issue.title} display="block">
                  <Flex gap="2" align="baseline">
                    <Badge size="sm" colorPalette={SEVERITY_PALETTE[issue.severity]} flexShrink={0}>
                      {t(`auditReport.severity.${issue.severity}`)}
                    </Badge>
                    <Text fontWeight="medium">{issue.title}</Text>
                  </Flex>
                  <Text fontSize="sm" color="muted" ms="1">
                    {issue.detail}
                  </Text>
                  {issue.severity !== 'passed' && issue.why && (
                    <LabelledText ms="1" label={t('page_audit.why')}>
                      {issue.why}
                    </LabelledText>
                  )}
                  {issue.fix && (
                    <LabelledText ms="1" label={t('page_audit.fix')}>
                      {issue.fix}
                    </LabelledText>
                  )}
                </List.Item>
              ))}
          </List.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
