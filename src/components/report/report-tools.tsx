import { Box, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SendEmailForm, type SendEmailFormProps } from './send-email-form';
import { ShareLink } from './share-link';

interface ReportToolsProps extends SendEmailFormProps {
  auditId: number;
  shareKey: string | null;
  /** The report's share-link machine (machines/shared/share-link, given its calls from ./share-link-actors). */
  shareMachine: Parameters<typeof ShareLink>[0]['machine'];
}

/** The side panel of every report (lead and audit): its share link and "send by e-mail". */
export function ReportTools({ auditId, shareKey, shareMachine, ...email }: ReportToolsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="6" borderWidth="1px" borderColor="border" rounded="md" p="5">
      <ShareLink machine={shareMachine} auditId={auditId} shareKey={shareKey} />
      <Box>
        <Heading as="h2" size="sm" mb="2">
          {t('reports.send_title')}
        </Heading>
        <SendEmailForm {...email} />
      </Box>
    </Stack>
  );
}
