import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusHeading } from './use-focus-heading';

interface PageFrameProps {
  /** Translation key of the page heading; also the document title. */
  titleKey: string;
  titleValues?: Record<string, unknown>;
  /** Primary actions, shown on the heading's right. */
  actions?: ReactNode;
  description?: ReactNode;
  /** The step of a multi-step flow this page shows: when it opens (or changes), focus moves to the heading. */
  stepKey?: string | number;
  children?: ReactNode;
}

/** The frame every screen lives in: one h1, the document title, actions on the right. */
export function PageFrame({ titleKey, titleValues, actions, description, stepKey, children }: PageFrameProps) {
  const { t } = useTranslation();
  const headingRef = useFocusHeading<HTMLHeadingElement>(stepKey);
  const title = t(titleKey, titleValues);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <Box as="section" aria-labelledby="page-title">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="5">
        <Box>
          {/* Focused by script to announce a new screen, never by the person: no focus ring boxing the title. */}
          <Heading as="h1" id="page-title" size="xl" tabIndex={-1} ref={headingRef} outline="none">
            {title}
          </Heading>
          {description && (
            <Text color="muted" mt="1">
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Box>
  );
}
