import { Button, chakra, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportRequestMachine } from '@machines/app/layout/support-request.machine';
import { SUPPORT_ERRORS, type SupportField } from '@machines/app/layout/support-request.rules';
import { TEXT_LIMITS, textLimit, type TextLimit } from '@machines/shared/text-limits';
import { TextField } from '@/components/text-field';
import { keepOpenOnFocusOutside } from '@/components/modal-dialog';
import { alertFromFailure, showAlert } from '@/components/alerts/alert-store';
import { useAccountData } from '@/components/data/account';
import { closeSupportRequest, useSupportRequestOpen } from '@/components/support-request-store';
import { sendSupportRequest } from './actors';

const machine = supportRequestMachine.provide({
  actors: { sendSupportRequest },
  actions: {
    notifySuccess: (_, { message }) => {
      showAlert(message ? { status: 'success', message } : { status: 'success', messageKey: 'support.sent' });
      closeSupportRequest();
    },
    notifyFailure: (_, { failure }) => alertFromFailure(failure),
  },
});

const FIELDS: { name: SupportField; multiline?: boolean; type?: string; autoComplete?: string; limit?: TextLimit }[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', limit: textLimit(TEXT_LIMITS.subject) },
  { name: 'message', multiline: true, limit: textLimit(TEXT_LIMITS.message, true) },
];

/**
 * The support-request side drawer (a message to support from any signed-in page). It stays mounted with the
 * layout, so a closed drawer or a failed send loses nothing typed.
 */
export function SupportDrawer() {
  const { t } = useTranslation();
  const open = useSupportRequestOpen();
  const account = useAccountData();
  const [snapshot, send] = useMachine(machine, { input: { email: account?.email ?? '' } });
  const { values, errors } = snapshot.context;
  const busy = snapshot.matches('submitting');

  useEffect(() => {
    if (account?.email) send({ type: 'support.prefill', email: account.email });
  }, [account?.email, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'support.submit' });
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && closeSupportRequest()}
      placement="end"
      size="sm"
      onFocusOutside={keepOpenOnFocusOutside}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-describedby="support-intro">
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Drawer.Header borderBottomWidth="1px" borderColor="border">
                <Drawer.Title>{t('support.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body py="5">
                <Text id="support-intro" color="fg.muted" fontSize="sm" mb="5">
                  {t('support.intro')}
                </Text>
                <Stack gap="4">
                  {FIELDS.map(({ name, multiline, type, autoComplete, limit }) => {
                    const error = errors[name];
                    return (
                      <TextField
                        key={name}
                        label={t(`support.${name}`)}
                        name={name}
                        value={values[name]}
                        required
                        disabled={busy}
                        multiline={multiline}
                        type={type}
                        autoComplete={autoComplete}
                        limit={limit}
                        // Past the limit the field shows the limit's own message.
                        error={error && error !== SUPPORT_ERRORS.tooLong ? t(error) : undefined}
                        onValueChange={(value) => send({ type: 'support.edit', field: name, value })}
                      />
                    );
                  })}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer borderTopWidth="1px" borderColor="border">
                <Button variant="outline" onClick={closeSupportRequest}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('support.sending')}>
                  {t('support.send')}
                </Button>
              </Drawer.Footer>
            </chakra.form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
