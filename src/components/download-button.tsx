import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, type BlobCall } from '@/api/download';
import { DOWNLOAD_FAILED_ALERT_MS, showAlert } from './alerts/alert-store';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The file call, e.g. `() => api.GET('/…/pdf/', { parseAs: 'blob' })`; the signal cancels it when the button goes away. */
  request: (signal: AbortSignal) => BlobCall;
  /** The name to save under when the answer names no file. */
  fallbackName: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Called with the saved file name. */
  onDownloaded?: (fileName: string) => void;
}

/**
 * The shared PDF and CSV button: a spinner while the file
 * comes, one request however often it is clicked, and the translated "download failed" alert
 * for 10 seconds when it fails.
 */
export function DownloadButton({
  request,
  fallbackName,
  label,
  icon,
  onDownloaded,
  ...buttonProps
}: DownloadButtonProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const name = await downloadFile(request(abort.signal), fallbackName);
      onDownloaded?.(name);
    } catch {
      if (!abort.signal.aborted) {
        showAlert({
          status: 'danger',
          messageKey: 'alert_messages.download_failed',
          duration: DOWNLOAD_FAILED_ALERT_MS,
        });
      }
    } finally {
      busy.current = false;
      if (!abort.signal.aborted) setRunning(false);
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      {...buttonProps}
      loading={running}
      loadingText={label}
      aria-busy={running || undefined}
      title={running ? t('lists.downloading') : undefined}
      onClick={() => void start()}
    >
      {icon}
      {label}
    </Button>
  );
}
