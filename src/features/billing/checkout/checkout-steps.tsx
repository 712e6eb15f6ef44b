import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const STEPS = ['plan', 'details', 'payment', 'confirm', 'done'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Where the buyer is in the checkout; the current step is announced as such. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <Box as="nav" aria-label={t('checkout.steps_label')} mb="5">
      <Flex as="ol" gap="2" wrap="wrap" listStyleType="none" p="0" m="0">
        {STEPS.map((step, position) => (
          <Flex as="li" key={step} align="center" gap="2" aria-current={position === index ? 'step' : undefined}>
            <Flex
              align="center"
              justify="center"
              boxSize="6"
              rounded="full"
              fontSize="xs"
              fontWeight="semibold"
              bg={position <= index ? 'brand.solid' : 'bg.muted'}
              color={position <= index ? 'brand.contrast' : 'fg.muted'}
              aria-hidden="true"
            >
              {position + 1}
            </Flex>
            <Text
              fontSize="sm"
              fontWeight={position === index ? 'semibold' : 'normal'}
              color={position === index ? 'fg' : 'fg.muted'}
            >
              {t(`checkout.step_${step}`)}
            </Text>
            {position < STEPS.length - 1 && <Box w="6" h="1px" bg="border" aria-hidden="true" />}
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
