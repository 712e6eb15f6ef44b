import { Flex, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface ViewTab {
  to: string;
  label: string;
  current: boolean;
}

/** The active and deleted views of a list as two routes (soft deletion keeps deleted items in a separate list). */
export function ViewTabs({ label, tabs }: { label: string; tabs: ViewTab[] }) {
  return (
    <Flex as="nav" aria-label={label} gap="1" borderBottomWidth="1px" borderColor="border" mb="4">
      {tabs.map((tab) => (
        <ChakraLink
          key={tab.to}
          asChild
          px="3"
          py="2"
          mb="-1px"
          fontWeight="medium"
          fontSize="sm"
          color={tab.current ? 'brand.fg' : 'muted'}
          borderBottomWidth="2px"
          borderColor={tab.current ? 'brand.solid' : 'transparent'}
          textDecoration="none"
          _hover={{ color: 'fg', textDecoration: 'none' }}
        >
          <RouterLink to={tab.to} aria-current={tab.current ? 'page' : undefined}>
            {tab.label}
          </RouterLink>
        </ChakraLink>
      ))}
    </Flex>
  );
}
