import { Button, Text } from '@chakra-ui/react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Selects the text of an element, so Ctrl+C copies it when the clipboard API is refused. */
function selectText(element: HTMLElement | null): void {
  const selection = globalThis.getSelection?.();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

interface CopyValueProps {
  value: string;
  /** The button's accessible name before copying, e.g. "Copy e-mail address". */
  label: string;
  /** The element showing the value: selected when the browser refuses the clipboard. */
  target: RefObject<HTMLElement | null>;
}

/**
 * A Copy button for one value. Copied, it says "Copied"; without clipboard permission it selects the value on the
 * page and tells the person to press Ctrl+C.
 */
export function CopyValue({ value, label, target }: CopyValueProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      selectText(target.current);
      setState('manual');
    }
  };
  const copied = state === 'copied';
  return (
    <>
      <Button
        size="2xs"
        variant="outline"
        aria-label={copied ? t('reports.copied') : label}
        onClick={() => void copy()}
      >
        {copied ? t('reports.copied') : t('leadCard.copy')}
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted" flexBasis="100%">
        {state === 'manual' ? t('leadCard.copy_manual') : ''}
      </Text>
    </>
  );
}
