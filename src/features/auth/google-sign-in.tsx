import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intentModule } from '@/components/intent-module';

/** Google Identity Services, loaded only when someone asks for it. */
interface TokenClient {
  requestAccessToken(): void;
}
interface GoogleAccounts {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (answer: { access_token?: string; error?: string }) => void;
    }): TokenClient;
  };
}
declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
  }
}

const GSI_URL = 'https://accounts.google.com/gsi/client';

/** Loads the script once; a failed load removes its tag so a retry starts clean. */
const gsi = intentModule(
  () =>
    new Promise<GoogleAccounts>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = GSI_URL;
      script.async = true;
      const fail = () => {
        script.remove();
        reject(new Error('gsi'));
      };
      script.onload = () => (window.google?.accounts ? resolve(window.google.accounts) : fail());
      script.onerror = fail;
      document.head.append(script);
    }),
);
const loadGsi = (): Promise<GoogleAccounts> =>
  window.google?.accounts ? Promise.resolve(window.google.accounts) : gsi.load();

/** The Google button: gets an access token from Google, then signs in with POST rest-auth/google. */
export function GoogleSignIn({ disabled, onToken }: { disabled: boolean; onToken: (accessToken: string) => void }) {
  const { t } = useTranslation();
  const clientId = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined;
  const [failed, setFailed] = useState(false);

  const start = async () => {
    setFailed(false);
    try {
      const accounts = await loadGsi();
      accounts.oauth2
        .initTokenClient({
          client_id: clientId ?? '',
          scope: 'openid email profile',
          callback: (answer) => (answer.access_token ? onToken(answer.access_token) : setFailed(true)),
        })
        .requestAccessToken();
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        w="full"
        disabled={disabled || !clientId}
        onClick={start}
        aria-describedby={clientId ? undefined : 'google-unavailable'}
      >
        {t('auth.google')}
      </Button>
      {!clientId && (
        <Text id="google-unavailable" fontSize="sm" color="muted" mt="2">
          {t('auth.google_unavailable')}
        </Text>
      )}
      {failed && (
        <Text role="alert" fontSize="sm" color="danger" mt="2">
          {t('auth.google_failed')}
        </Text>
      )}
    </>
  );
}
