import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProviderProfile } from '@machines/leads/lead-sync/lead-sync.types';

interface ProfileSummaryProps {
  profile: ProviderProfile;
  busy: boolean;
  onLogout: () => void;
}

/** The connected account ({name}, {email}) and the Logout link. */
export function ProfileSummary({ profile, busy, onLogout }: ProfileSummaryProps) {
  const { t } = useTranslation();
  return (
    <Flex
      justify="space-between"
      align="start"
      gap="4"
      wrap="wrap"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
    >
      <Box>
        <Text color="muted" fontSize="sm">
          {t('leadSync.connected_as')}
        </Text>
        <Text fontWeight="semibold" data-testid="lead-sync-profile-name">
          {profile.name}
        </Text>
        <Text data-testid="lead-sync-profile-email">{profile.email}</Text>
      </Box>
      <Button
        variant="plain"
        color="brand.fg"
        textDecoration="underline"
        px="0"
        h="auto"
        onClick={onLogout}
        loading={busy}
        loadingText={t('leadSync.logging_out')}
      >
        {t('leadSync.logout')}
      </Button>
    </Flex>
  );
}
