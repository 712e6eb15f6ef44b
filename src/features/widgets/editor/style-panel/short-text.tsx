import { Span, VisuallyHidden } from '@chakra-ui/react';

/** The label reads "Form title text size" to assistive technology and "Text size" on screen. */
export function ShortText({ label, shortLabel }: { label: string; shortLabel: string }) {
  const hidden = label.endsWith(shortLabel) ? label.slice(0, label.length - shortLabel.length) : '';
  return (
    <>
      {hidden && <VisuallyHidden>{hidden}</VisuallyHidden>}
      <Span display="inline-block" _firstLetter={{ textTransform: 'uppercase' }}>
        {hidden ? shortLabel : label}
      </Span>
    </>
  );
}
