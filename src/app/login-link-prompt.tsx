import { Button, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setToken } from '@/api/session';
import { showAlert } from '@/components/alerts/alert-store';
import { registerRecipes } from '@/components/chakra-recipes';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAccountData } from '@/components/data/account';
import { loginLinkMachine, type LoginLinkInput } from '@machines/auth/login-link/login-link.machine';

// The dialog's look, which this chunk may be the first to show.
registerRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

/**
 * A login link opened with another account signed in asks before it switches; switched, adopted or kept, the app
 * then says whose account the person is in (login-link.machine.ts). Its own chunk: it loads only for a link.
 */
export default function LoginLinkPrompt({ input }: { input: LoginLinkInput }) {
  const { t } = useTranslation();
  const email = useAccountData()?.email;
  const [snapshot, send] = useMachine(
    loginLinkMachine.provide({
      actions: {
        adoptLink: (_, { token }) => setToken(token),
        announceAccount: (_, params) =>
          showAlert({ status: 'info', message: t('login_link.signed_in_as', { email: params.email }) }),
      },
    }),
    { input },
  );
  const announcing = snapshot.matches('announcing');
  useEffect(() => {
    if (announcing && email) send({ type: 'link.accountLoaded', email });
  }, [announcing, email, send]);

  return (
    <ConfirmDialog
      open={snapshot.matches('asking')}
      title={t('login_link.title')}
      cancelLabel={t('login_link.stay')}
      onCancel={() => send({ type: 'link.stay' })}
      actions={
        <Button colorPalette="brand" onClick={() => send({ type: 'link.switch' })}>
          {t('login_link.switch')}
        </Button>
      }
    >
      <Text>{email ? t('login_link.body', { email }) : t('login_link.body_plain')}</Text>
    </ConfirmDialog>
  );
}
