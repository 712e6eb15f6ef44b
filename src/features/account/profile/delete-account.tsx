import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { confirmsEmail, deleteAccountMachine } from '@machines/account/profile/delete-account.machine';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { setToken } from '@/api/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { deleteAccount } from '@/features/account/actors';

const machine = deleteAccountMachine.provide({
  actors: { deleteAccount },
  actions: {
    // On 200 the person lands on /. The address changes first, so the signed-out
    // router starts there; then the session goes, and the message shows on the signed-out page.
    accountDeleted: (_, { message }) => {
      window.history.pushState(null, '', '/');
      setToken(null);
      showAlert(
        message ? { status: 'success', message } : { status: 'success', messageKey: 'accountArea.delete.done' },
      );
    },
    notifyDeleteFailed: (_, { failure }) => alertFromFailure(failure),
  },
});

/** The danger zone of /my-profile: deleting the account after typing its e-mail (mounted once the profile, and so the e-mail, is known). */
export function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(machine, { input: { email } });
  const { typed } = snapshot.context;
  const open = snapshot.matches('confirming') || snapshot.matches('deleting');
  const busy = snapshot.matches('deleting');
  const matches = confirmsEmail(typed, email);

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    send({ type: 'delete.confirm' });
  };

  return (
    <Card.Root borderColor="red.muted" aria-labelledby="danger-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="danger-heading" color="red.fg">
          {t('accountArea.delete.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Text mb="4">{t('accountArea.delete.text')}</Text>
        <Button
          colorPalette="red"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => send({ type: 'delete.open' })}
        >
          {t('accountArea.delete.open')}
        </Button>
      </Card.Body>
      <ConfirmDialog
        open={open}
        busy={busy}
        title={t('accountArea.delete.title')}
        onCancel={() => send({ type: 'delete.cancel' })}
        actions={
          <Button colorPalette="red" loading={busy} disabled={!matches} onClick={() => confirm()}>
            {t('accountArea.delete.confirm')}
          </Button>
        }
      >
        <form onSubmit={confirm} noValidate>
          <Text mb="3">{t('accountArea.delete.warning')}</Text>
          <TextField
            label={t('accountArea.delete.type_email', { email })}
            value={typed}
            onValueChange={(value) => send({ type: 'delete.type', value })}
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
          />
        </form>
      </ConfirmDialog>
    </Card.Root>
  );
}
