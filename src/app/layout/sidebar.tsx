import { Box, Flex, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { clientState, useClientState } from '@/components/client-state/client-state';
import { ChevronsLeftIcon, ChevronsRightIcon } from '@/components/icons';
import { activeNavTarget, navGroups } from './nav-items';

/** The navigation links; `compact` shows icons only, each still named by its label. */
export function NavList({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = activeNavTarget(location.pathname, location.state);
  return (
    <Stack gap="4">
      {navGroups.map((group) => (
        <Box key={group.key}>
          {compact ? null : (
            <Text
              px="2.5"
              mb="1"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="fg.muted"
            >
              {t(group.key)}
            </Text>
          )}
          <Stack gap="0.5" as="ul" listStyleType="none">
            {group.items.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <ChakraLink
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="2"
                  px={compact ? '0' : '2.5'}
                  justifyContent={compact ? 'center' : 'flex-start'}
                  minH="8"
                  py="1"
                  rounded="md"
                  fontSize="sm"
                  lineHeight="short"
                  color="fg.muted"
                  _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
                  css={{
                    '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
                    '& svg': { flexShrink: 0 },
                  }}
                >
                  <Link
                    to={to}
                    onClick={onNavigate}
                    aria-current={active === to ? 'page' : undefined}
                    aria-label={compact ? t(key) : undefined}
                    title={compact ? t(key) : undefined}
                  >
                    <Icon />
                    {compact ? null : <span>{t(key)}</span>}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** The wide-screen sidebar: collapsible to icons; the choice is kept in client state. */
export function Sidebar() {
  const { t } = useTranslation();
  const collapsed = useClientState('sidebarCollapsed');
  return (
    <Flex
      as="nav"
      aria-label={t('nav.label')}
      direction="column"
      // Wide enough for the longest German label on one line, bold when current ("Lead-Synchronisierung").
      w={collapsed ? '14' : '64'}
      flexShrink={0}
      borderEndWidth="1px"
      borderColor="border"
      bg="bg.panel"
      transition="width 0.15s ease"
      position="sticky"
      top="var(--header-height)"
      h="calc(100vh - var(--header-height))"
      overflowY="auto"
      data-collapsed={collapsed || undefined}
    >
      <Flex px="2" pt="2" justify={collapsed ? 'center' : 'flex-end'}>
        <IconButton
          variant="ghost"
          size="xs"
          color="fg.muted"
          aria-label={t(collapsed ? 'nav.expand' : 'nav.collapse')}
          aria-expanded={!collapsed}
          onClick={() => clientState.set({ sidebarCollapsed: !collapsed })}
        >
          {collapsed ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
        </IconButton>
      </Flex>
      <Box flex="1" px="2" pb="4">
        <NavList compact={collapsed} />
      </Box>
    </Flex>
  );
}
