import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { saveBlobAnswer, type BlobAnswer } from '../api/download';
import { DOWNLOAD_FAILED_ALERT_MS, showAlert } from './alerts/alert-store';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The GET through the one client, e.g. `() => api.GET('/…/pdf/', { params, parseAs: 'blob' })`. */
  request: () => Promise<BlobAnswer>;
  /** Used when the answer names no file. */
  fallbackName: string;
  label: ReactNode;
}

/** Downloads a file; one request at a time; a failure shows "download failed" for 10 s (spec part 1 §8/§9). */
export function DownloadButton({ request, fallbackName, label, ...rest }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const start = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await saveBlobAnswer(request(), fallbackName);
    } catch {
      showAlert({ status: 'danger', messageKey: 'alert_messages.download_failed', duration: DOWNLOAD_FAILED_ALERT_MS });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="outline" {...rest} loading={busy} onClick={() => void start()}>
      {label}
    </Button>
  );
}
