import { Box, IconButton } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/icons';

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
            // The badge's own height: a bare "4" is a multiplier (4 × the font size), which put the count below the badge.
            lineHeight="1rem"
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
