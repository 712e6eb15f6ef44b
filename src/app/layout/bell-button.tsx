import { Box, chakra, IconButton } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

const BellIcon = () => (
  <chakra.svg
    viewBox="0 0 24 24"
    boxSize="1.1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
  </chakra.svg>
);

/** The header's notifications button with the unread count; its name says the count too. */
export const BellButton = forwardRef<HTMLButtonElement, { count: number; expanded: boolean; onClick: () => void }>(
  function BellButton({ count, expanded, onClick }, ref) {
    const { t } = useTranslation();
    return (
      <IconButton
        ref={ref}
        variant="ghost"
        size="sm"
        position="relative"
        aria-label={t('notificationCenter.open', { count })}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onClick={onClick}
        data-testid="notifications-button"
      >
        <BellIcon />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            minW="4"
            h="4"
            px="1"
            rounded="full"
            bg="red.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="4"
            textAlign="center"
            data-testid="notifications-count"
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </IconButton>
    );
  },
);
