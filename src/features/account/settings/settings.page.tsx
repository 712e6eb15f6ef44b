import { Stack } from '@chakra-ui/react';
import { PageFrame } from '@/components/page-frame';
import { LeadEmails } from './lead-emails';
import { SmtpSection } from './smtp-section';

/** /setting: the SMTP section (anchor #smtp-setting) and the e-mails sent to leads. */
export function SettingsPage() {
  return (
    <PageFrame titleKey="pages.setting">
      <Stack gap="6" maxW="3xl">
        <SmtpSection />
        <LeadEmails />
      </Stack>
    </PageFrame>
  );
}
