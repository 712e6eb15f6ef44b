import { Box, chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface StepBarItem {
  label: ReactNode;
  /** Where the step lives; without it the step cannot be opened from here. */
  to?: string;
  done?: boolean;
}

interface StepBarProps {
  steps: StepBarItem[];
  /** Index of the current step (from 0). */
  current: number;
  /** Accessible name of the list. */
  label: string;
}

/**
 * Progress through a multi-step flow (the project creation steps): numbered steps, done ones ticked; a step
 * with a destination is a link (the project steps once a project id exists).
 */
export function StepBar({ steps, current, label }: StepBarProps) {
  const { t } = useTranslation();
  return (
    <chakra.nav aria-label={label} mb="5">
      <Flex as="ol" gap={{ base: '2', md: '4' }} wrap="wrap" listStyleType="none" m="0" p="0">
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const marker = (
            <Box
              as="span"
              aria-hidden="true"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="6"
              rounded="full"
              fontSize="xs"
              fontWeight="semibold"
              bg={isCurrent ? 'brand.solid' : step.done ? 'green.solid' : 'bg.muted'}
              color={isCurrent || step.done ? 'white' : 'fg'}
            >
              {step.done && !isCurrent ? '✓' : index + 1}
            </Box>
          );
          const text = (
            <>
              {marker}
              <chakra.span>{step.label}</chakra.span>
              {step.done && <chakra.span srOnly>{` (${t('stepBar.done')})`}</chakra.span>}
            </>
          );
          const common = {
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            fontWeight: isCurrent ? 'semibold' : 'normal',
          } as const;
          return (
            <Box as="li" key={index} display="flex" alignItems="center" gap="2">
              {step.to && !isCurrent ? (
                <chakra.a asChild {...common} color="brand.fg" _hover={{ textDecoration: 'underline' }}>
                  <RouterLink to={step.to}>{text}</RouterLink>
                </chakra.a>
              ) : (
                <chakra.span
                  {...common}
                  aria-current={isCurrent ? 'step' : undefined}
                  color={isCurrent ? 'fg' : 'muted'}
                >
                  {text}
                </chakra.span>
              )}
              {index < steps.length - 1 && (
                <Box as="span" aria-hidden="true" w="6" h="1px" bg="border" display={{ base: 'none', sm: 'block' }} />
              )}
            </Box>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
