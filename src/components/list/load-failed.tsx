import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { failureText, type FailureLike } from '@/components/alerts/alert-store';

interface LoadFailedProps {
  /** What could not load, when the list names it ("The widgets could not be loaded."); else the kit's sentence. */
  title?: string;
  /** Why it failed: the server's own words show when it gave any (failureText), else the hint. */
  failure?: FailureLike | null;
  /** What to try when the server gave no words; else the kit's sentence. */
  hint?: string;
  onRetry: () => void;
}

/** A list or report that could not load: what happened and a way to try again. */
export function LoadFailed({ title, failure, hint, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  const said = failure ? failureText(failure) : undefined;
  return (
    <Box role="alert" borderWidth="1px" borderColor="border" rounded="lg" p="8" textAlign="center">
      <Text fontWeight="semibold">{title ?? t('lists.load_failed')}</Text>
      <Text color="muted" mt="1">
        {said && 'message' in said ? said.message : (hint ?? t('lists.load_failed_hint'))}
      </Text>
      <Button mt="4" size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Box>
  );
}
