import { Alert, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { KeywordGroupsPanel } from './keyword-groups-panel';

/** /manage-group/{idGroupProject}: the keyword groups of one project in one place. */
export function ManageGroupPage() {
  const { t } = useTranslation();
  const { idGroupProject } = useParams();
  const projectId = Number(idGroupProject);
  const valid = Number.isInteger(projectId) && projectId > 0;
  return (
    <PageFrame
      titleKey="keywordGroups.title"
      description={t('keywordGroups.description')}
      actions={
        valid ? (
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={`/edit-keywords/${projectId}`}>{t('keywordGroups.to_keywords')}</RouterLink>
          </ChakraLink>
        ) : undefined
      }
    >
      {valid ? (
        <KeywordGroupsPanel key={projectId} projectId={projectId} withKeywords />
      ) : (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Text>{t('projectWizard.not_found')}</Text>
        </Alert.Root>
      )}
    </PageFrame>
  );
}
