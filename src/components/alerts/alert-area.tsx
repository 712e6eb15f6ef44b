import { Alert, Box, Button, CloseButton } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissAlert, holdAlert, releaseAlert, runAlertAction, useAlert } from './alert-store';

const STATUS = { success: 'success', danger: 'error', warning: 'warning', info: 'info' } as const;

/**
 * The app's one alert: replaced by the next, gone after its time, by its close icon or a click outside. Its time
 * stands still while the pointer or the focus is on it, so an action button (Undo) can be reached and pressed.
 */
export function AlertArea() {
  const { t } = useTranslation();
  const alert = useAlert();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!alert) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismissAlert();
    };
    // Wait a tick so the click that raised the alert does not also dismiss it.
    const id = setTimeout(() => document.addEventListener('pointerdown', onPointerDown), 0);
    return () => {
      clearTimeout(id);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [alert]);

  return (
    <Box
      position="fixed"
      top="4"
      insetX="0"
      mx="auto"
      w="fit-content"
      maxW="calc(100vw - 2rem)"
      zIndex="toast"
      aria-live="polite"
    >
      {alert && (
        <Alert.Root
          key={alert.id}
          ref={ref}
          status={STATUS[alert.status]}
          role={alert.status === 'danger' ? 'alert' : 'status'}
          variant="surface"
          shadow="lg"
          minW="xs"
          animationName="fade-in, slide-from-top"
          animationDuration="moderate"
          data-testid="app-alert"
          onPointerEnter={holdAlert}
          onPointerLeave={releaseAlert}
          onFocus={holdAlert}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) releaseAlert();
          }}
        >
          <Alert.Indicator />
          <Alert.Title flex="1">{alert.message ?? (alert.messageKey ? t(alert.messageKey) : '')}</Alert.Title>
          {alert.action && (
            <Button size="xs" variant="outline" onClick={runAlertAction}>
              {t(alert.action.labelKey)}
            </Button>
          )}
          <CloseButton size="sm" aria-label={t('common.close')} onClick={dismissAlert} />
        </Alert.Root>
      )}
    </Box>
  );
}
