import { Button, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadFailed } from '@/components/list/load-failed';
import { PageFrame } from '@/components/page-frame';
import { tempSaveMachine } from '@machines/audits/page-audit/temp-save.machine';
import { saveTempAuditReport } from '@/features/audits/actors';

/** Saves one temporary report into the account and opens it; a failed save offers a retry or a new audit. */
export function TempSaveScreen({ tempId }: { tempId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      tempSaveMachine.provide({
        actors: { saveTempAudit: saveTempAuditReport },
        actions: { showSaved: (_, { auditId }) => navigate(`/audit-report/${auditId}`, { replace: true }) },
      }),
    [navigate],
  );
  const [snapshot, send] = useMachine(machine, { input: { tempId } });
  const failure = snapshot.context.failure;
  return (
    <PageFrame titleKey="pages.temp_audit_save">
      {snapshot.matches('failed') ? (
        <>
          <LoadFailed
            title={t('page_audit.save_failed')}
            failure={failure}
            onRetry={() => send({ type: 'save.retry' })}
          />
          <Flex justify="center" mt="4">
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/seo-analyzer">{t('page_audit.run_new')}</RouterLink>
            </Button>
          </Flex>
        </>
      ) : (
        <Text color="muted" role="status">
          {t('page_audit.saving')}
        </Text>
      )}
    </PageFrame>
  );
}
