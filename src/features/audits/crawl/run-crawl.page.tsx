import { Box, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/components/submit-row';
import { TextField } from '@/components/text-field';
import { SelectField } from '@/components/select-field';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { alertFromFailure, failureMessage } from '@/components/alerts/alert-store';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { startCrawlMachine } from '@machines/audits/crawl/start-crawl.machine';
import { crawlPercent, MAX_PAGE_LIMIT, MIN_PAGE_LIMIT } from '@machines/audits/crawl/start-crawl.rules';
import { cancelCrawl, getCrawl, loadCrawlProjects, startCrawl } from '@/features/audits/crawl-actors';
import { crawlPath } from './use-crawl-route';

/** /website-audit/run-audit: choose a project and a page limit, start the crawl, follow it, land on its overview. */
export function RunCrawlPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const machine = useMemo(
    () =>
      startCrawlMachine.provide({
        actors: { loadProjects: loadCrawlProjects, startCrawl, getCrawl, cancelCrawl },
        actions: {
          crawlFinished: (_, { crawl }) => navigate(crawlPath('overview', crawl.project_id, crawl.id)),
          notifyFailure: (_, { failure }) => alertFromFailure(failure),
        },
      }),
    [navigate],
  );
  const [snapshot, send] = useMachine(machine, { input: { projectId: params.get('project') ?? '' } });
  const { projects, form, errors, crawl, failure } = snapshot.context;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'crawl.submit' });
  };

  let body;
  if (snapshot.matches('loadingProjects')) {
    body = (
      <Text role="status" color="muted">
        {t('crawl.run.loading_projects')}
      </Text>
    );
  } else if (snapshot.matches('projectsFailed')) {
    body = <LoadFailed failure={failure} onRetry={() => send({ type: 'crawl.reloadProjects' })} />;
  } else if (projects.length === 0) {
    body = (
      <EmptyState
        title={t('crawl.run.no_projects_title')}
        hint={t('crawl.run.no_projects_hint')}
        link={{ to: '/add-project', label: t('crawl.run.create_project') }}
      />
    );
  } else if (snapshot.matches('crawling') || snapshot.matches('cancelling') || snapshot.matches('done')) {
    const project = projects.find((item) => item.id === crawl?.project_id);
    const progress = crawl ?? { pages_crawled: 0, page_limit: Number(form.pageLimit), status: 'running' as const };
    const cancelling = snapshot.matches('cancelling');
    body = (
      <Box borderWidth="1px" borderColor="border" rounded="lg" p="6" maxW="40rem">
        <Text fontWeight="semibold" mb="3">
          {t('crawl.run.crawling', { url: project?.url ?? '' })}
        </Text>
        <Progress.Root value={crawlPercent(progress)} colorPalette="brand" mb="2">
          {/* The track is the progressbar element; its name is set here (zag would name it by the percentage). */}
          <Progress.Track aria-label={t('crawl.run.progress_label')}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text role="status" aria-live="polite" color="muted" fontVariantNumeric="tabular-nums">
          {t('crawl.run.progress', { crawled: progress.pages_crawled, limit: progress.page_limit })}
        </Text>
        <Flex justify="flex-end" mt="4">
          <Button
            variant="outline"
            size="sm"
            onClick={() => send({ type: 'crawl.cancel' })}
            loading={cancelling}
            loadingText={t('crawl.run.cancelling')}
            disabled={snapshot.matches('done')}
          >
            {t('crawl.run.cancel')}
          </Button>
        </Flex>
      </Box>
    );
  } else if (snapshot.matches('cancelled')) {
    body = (
      <EmptyState
        title={t('crawl.run.cancelled_title')}
        hint={t('crawl.run.cancelled_hint', { crawled: crawl?.pages_crawled ?? 0 })}
        action={
          <Button size="sm" mt="2" colorPalette="brand" onClick={() => send({ type: 'crawl.edit' })}>
            {t('crawl.run.new_crawl')}
          </Button>
        }
      />
    );
  } else if (snapshot.matches('failed')) {
    // The crawl itself ended without results, or its progress could not be read.
    body = (
      <Box role="alert" borderWidth="1px" borderColor="border" rounded="lg" p="6" maxW="40rem">
        <Text fontWeight="semibold">{t('crawl.run.failed_title')}</Text>
        <Text color="muted" mt="1">
          {failure ? failureMessage(failure, t) : t('crawl.run.stopped_hint')}
        </Text>
        <Flex gap="2" mt="4">
          <Button size="sm" colorPalette="brand" onClick={() => send({ type: 'crawl.retry' })}>
            {t('common.retry')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'crawl.edit' })}>
            {t('crawl.run.new_crawl')}
          </Button>
        </Flex>
      </Box>
    );
  } else {
    const starting = snapshot.matches('starting');
    body = (
      <Box asChild maxW="32rem">
        <form onSubmit={submit} noValidate>
          <Text color="muted" mb="4">
            {t('crawl.run.intro')}
          </Text>
          <Stack gap="4">
            <SelectField
              label={t('crawl.run.project')}
              required
              invalid={!!errors.projectId}
              error={errors.projectId && t('crawl.run.errors.project_required')}
              emptyLabel={t('crawl.run.choose_project')}
              value={form.projectId}
              options={projects.map((project) => ({
                value: String(project.id),
                label: `${project.title} (${project.url.replace(/^https?:\/\//, '')})`,
              }))}
              onChange={(projectId) => send({ type: 'crawl.projectChosen', projectId })}
            />
            <TextField
              label={t('crawl.run.page_limit')}
              required
              error={
                errors.pageLimit &&
                t(`crawl.run.errors.${errors.pageLimit}`, { min: MIN_PAGE_LIMIT, max: MAX_PAGE_LIMIT })
              }
              hint={t('crawl.run.page_limit_hint', { min: MIN_PAGE_LIMIT, max: MAX_PAGE_LIMIT })}
              inputMode="numeric"
              maxW="10rem"
              value={form.pageLimit}
              onValueChange={(pageLimit) => send({ type: 'crawl.limitChanged', pageLimit })}
            />
            <SubmitRow label={t('crawl.run.start')} busy={starting} busyText={t('crawl.run.starting')} />
          </Stack>
        </form>
      </Box>
    );
  }

  return <PageFrame titleKey="pages.run_audit">{body}</PageFrame>;
}
