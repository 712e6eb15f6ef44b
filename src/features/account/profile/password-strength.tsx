import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, passwordStrength } from '@machines/account/profile/profile-form.rules';

const LEVELS = ['none', 'weak', 'fair', 'good', 'strong'] as const;
const COLOURS = ['fg.muted', 'red.fg', 'orange.fg', 'green.fg', 'green.fg'] as const;

/** A hint under the new password: how strong it looks (not a rule), and the length the server wants. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  return (
    <Text as="span" color={COLOURS[level]} aria-live="polite" data-testid="password-strength">
      {level === 0
        ? t('accountArea.profile.password_hint', { min: MIN_PASSWORD_LENGTH })
        : t('accountArea.profile.strength', { level: t(`accountArea.profile.strength_${LEVELS[level]}`) })}
    </Text>
  );
}
