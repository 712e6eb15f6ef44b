import { Flex, type FlexProps } from '@chakra-ui/react';

const VARIANTS = {
  /** Among the page's content (a selection bar). */
  muted: { rounded: 'md', bg: 'bg.muted' },
  /** Among the content, in the brand's colours (the plan notice). */
  brand: { rounded: 'md', bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.muted' },
  /** Held to the bottom of the window while the page scrolls (the cookie banner). */
  bottom: {
    justify: 'center',
    gap: '4',
    px: '4',
    bg: 'bg.muted',
    position: 'sticky',
    bottom: '0',
    zIndex: 'banner',
    borderTopWidth: '1px',
    borderColor: 'border',
  },
} satisfies Record<string, FlexProps>;

interface NoticeBarProps extends FlexProps {
  /** The region's accessible name. */
  label: string;
  variant?: keyof typeof VARIANTS;
}

/** A labelled strip of a short text and its actions: the plan notice, a list's selection bar, the cookie banner. */
export function NoticeBar({ label, variant = 'muted', ...props }: NoticeBarProps) {
  return (
    <Flex
      role="region"
      aria-label={label}
      align="center"
      gap="3"
      wrap="wrap"
      px="3"
      py="2"
      fontSize="sm"
      {...VARIANTS[variant]}
      {...props}
    />
  );
}
