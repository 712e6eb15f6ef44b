import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/** A part of a billing page, named by its h2; `headingRef` lets a page move focus to it (the heading takes focus). */
export function TitledSection({
  id,
  title,
  children,
  headingRef,
}: {
  id: string;
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
