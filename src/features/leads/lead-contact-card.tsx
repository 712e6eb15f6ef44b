import { Box, Flex, Grid, Heading, Link as ChakraLink } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDateTimeFormat } from '@/components/list/use-date-format';
import { mailtoHref, safeHref, telHref } from '@/components/safe-href';
import type { LeadContact } from './actors';
import { CopyValue } from './copy-value';
import { LeadDeliveries } from './lead-deliveries';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="fg.muted">
        {label}
      </Box>
      <Box as="dd" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

/** An e-mail address or phone number: a link when it is a plain one, and a Copy button. */
function CopyableLink({ value, href, copyLabel }: { value: string; href: string | null; copyLabel: string }) {
  const shown = useRef<HTMLElement>(null);
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Box as="span" ref={shown}>
        {href ? (
          <ChakraLink href={href} color="brand.fg">
            {value}
          </ChakraLink>
        ) : (
          value
        )}
      </Box>
      <CopyValue value={value} label={copyLabel} target={shown} />
    </Flex>
  );
}

/** The lead report's first block: who the lead is, what they asked for, where from, and where it was sent. */
export function LeadContactCard({ lead }: { lead: LeadContact }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const site = safeHref(lead.url);
  return (
    <Box
      as="section"
      aria-labelledby="lead-contact-title"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="5"
      mb="6"
    >
      <Heading as="h2" size="md" id="lead-contact-title" mb="4">
        {t('leadCard.title')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(18rem, 2fr)' }} gap="6" alignItems="start">
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '9rem 1fr' }} columnGap="4" rowGap="2">
          {lead.name && <Fact label={t('leadCard.name')}>{lead.name}</Fact>}
          {lead.email && (
            <Fact label={t('leadCard.email')}>
              <CopyableLink value={lead.email} href={mailtoHref(lead.email)} copyLabel={t('leadCard.copy_email')} />
            </Fact>
          )}
          {lead.phone && (
            <Fact label={t('leadCard.phone')}>
              <CopyableLink value={lead.phone} href={telHref(lead.phone)} copyLabel={t('leadCard.copy_phone')} />
            </Fact>
          )}
          {lead.keyword && <Fact label={t('leadCard.keyword')}>{lead.keyword}</Fact>}
          <Fact label={t('leadCard.site')}>
            {site ? (
              <ChakraLink href={site} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {lead.url}
              </ChakraLink>
            ) : (
              lead.url
            )}
          </Fact>
          {(lead.widget_id !== null || lead.widget_name) && (
            <Fact label={t('leadCard.widget')}>
              {lead.widget_id !== null ? (
                <ChakraLink asChild color="brand.fg">
                  <RouterLink to={`/edit-widget/${lead.widget_id}`}>
                    {lead.widget_name ?? `#${lead.widget_id}`}
                  </RouterLink>
                </ChakraLink>
              ) : (
                lead.widget_name
              )}
            </Fact>
          )}
          <Fact label={t('leadCard.captured')}>
            <time dateTime={lead.created_at}>{dateTime(lead.created_at)}</time>
          </Fact>
        </Box>
        <LeadDeliveries leadId={lead.id} deliveries={lead.deliveries} />
      </Grid>
    </Box>
  );
}
