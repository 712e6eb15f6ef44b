import { Box, Button, Flex, Grid, Link as ChakraLink, Skeleton, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { Link as RouterLink } from 'react-router-dom';
import { useSharedData } from '@/components/data/shared-data';
import { overview, type Overview } from './overview-data';

/** The figures and the screen each one opens (keywords live per project, in the project list). */
const FIGURES: { key: keyof Overview; label: string; to: string }[] = [
  { key: 'project_count', label: 'projects', to: '/admin-site-list' },
  { key: 'keyword_count', label: 'keywords', to: '/admin-site-list' },
  { key: 'widget_count', label: 'widgets', to: '/widget-list' },
  { key: 'leads_this_week', label: 'leads_week', to: '/all-leads' },
  { key: 'audit_count', label: 'audits', to: '/my-audits' },
];

/** The overview strip on / : key figures of the account, each a link to its screen. */
export function OverviewStrip() {
  const { t } = useTranslation();
  const { status, data } = useSharedData(overview);
  // Figures change elsewhere (a new project, a lead): each visit asks again, showing the last ones meanwhile.
  useEffect(() => {
    void overview.refresh();
  }, []);
  const formats = useFormat();
  if (status === 'failure' && !data) {
    return (
      <Flex align="center" gap="3" mb="5" fontSize="sm" color="fg.muted" role="status">
        <Text>{t('overviewStrip.failed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void overview.refresh()}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  }
  return (
    <Box as="section" aria-label={t('overviewStrip.label')} mb={{ base: 3, md: 5 }}>
      {/* One row from a tablet; on a phone compact cards in rows, every figure in view (a sideways strip hid two). */}
      <Grid
        as="ul"
        gap={{ base: 2, md: 3 }}
        listStyleType="none"
        m="0"
        p="0"
        templateColumns={{ base: 'repeat(auto-fill, minmax(6.5rem, 1fr))', md: `repeat(${FIGURES.length}, 1fr)` }}
      >
        {FIGURES.map((figure) => (
          <Box as="li" key={figure.key} minW="0">
            <ChakraLink
              asChild
              display="block"
              h="full"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              px={{ base: 3, md: 4 }}
              py={{ base: 1.5, md: 3 }}
              bg="bg.panel"
              color="fg"
              textDecoration="none"
              _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
            >
              <RouterLink to={figure.to}>
                {data ? (
                  <Text
                    as="span"
                    display="block"
                    fontSize={{ base: 'lg', md: '2xl' }}
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                    data-testid={`overview-${figure.key}`}
                  >
                    {formats.count(data[figure.key] ?? 0)}
                  </Text>
                ) : (
                  <Skeleton h={{ base: 6, md: 8 }} w="12" mb="1" />
                )}
                <Text
                  as="span"
                  display="block"
                  fontSize={{ base: 'xs', md: 'sm' }}
                  color="fg.muted"
                  whiteSpace={{ base: 'normal', md: 'nowrap' }}
                >
                  {t(`overviewStrip.${figure.label}`)}
                </Text>
              </RouterLink>
            </ChakraLink>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
