import { Button, Flex, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';

export interface SendEmailFormProps {
  error: 'required' | 'invalid' | null;
  sending: boolean;
  sentTo: string | null;
  onSubmit: (email: string) => void;
  onEdit: () => void;
}

/** "Send by e-mail": one address, checked before anything is sent; the typed text stays after a failure. */
export function SendEmailForm({ error, sending, sentTo, onSubmit, onEdit }: SendEmailFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit(email);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('reports.send_title')}>
      <Flex gap="2" align="flex-start" wrap="wrap">
        <TextField
          root={{ flex: '1 1 16rem' }}
          label={t('reports.email_label')}
          required
          error={error && t(`reports.email_${error}`)}
          type="email"
          size="sm"
          autoComplete="email"
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            onEdit();
          }}
        />
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          mt="7"
          loading={sending}
          loadingText={t('reports.sending')}
        >
          {t('reports.send')}
        </Button>
      </Flex>
      {sentTo && (
        <Text fontSize="sm" mt="2" role="status">
          {t('reports.sent_to', { email: sentTo })}
        </Text>
      )}
    </form>
  );
}
