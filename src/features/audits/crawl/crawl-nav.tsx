import { Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { crawlPath } from './use-crawl-route';

const SECTIONS = ['overview', 'issues', 'pages', 'resources', 'links', 'compare'] as const;
export type CrawlSection = (typeof SECTIONS)[number];

/** The links between the views of one crawl; the current one is marked for screen readers too. */
export function CrawlNav({
  projectId,
  crawlId,
  current,
}: {
  projectId: number;
  crawlId: number;
  current: CrawlSection;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      as="nav"
      aria-label={t('crawl.nav_label')}
      gap="1"
      wrap="wrap"
      mb="5"
      borderBottomWidth="1px"
      borderColor="border"
    >
      {SECTIONS.map((section) => (
        <ChakraLink
          asChild
          key={section}
          px="3"
          py="2"
          fontSize="sm"
          fontWeight={section === current ? 'semibold' : 'normal'}
          color={section === current ? 'brand.fg' : 'fg'}
          borderBottomWidth="2px"
          borderColor={section === current ? 'brand.solid' : 'transparent'}
          mb="-1px"
        >
          <RouterLink
            to={crawlPath(section, projectId, crawlId)}
            aria-current={section === current ? 'page' : undefined}
          >
            {t(`crawl.nav.${section}`)}
          </RouterLink>
        </ChakraLink>
      ))}
    </Flex>
  );
}
