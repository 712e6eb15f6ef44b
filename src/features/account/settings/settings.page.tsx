import { Stack } from '@chakra-ui/react';
import { PageFrame } from '@/components/page-frame';
import { LeadEmails } from './lead-emails';
import { SmtpSection } from './smtp-section';

/** /setting (spec part 1 §2, part 2 §3 "E-mail settings"): the SMTP section (#smtp-setting) and the lead e-mails. */
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
