import { Box, Flex, Grid } from '@chakra-ui/react';
import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorTab } from './editor-context';
import { SaveButtons } from './save-buttons';
import { LeaveGuard } from './leave-guard';
import { DraftBanner } from './draft-banner';
import { ConflictBanner } from './conflict-banner';
import { PreviewPane } from './preview-pane';
import { EditorTabs } from './editor-tabs';

export function EditorBody({
  widgetId,
  leavingRef,
  tab,
  setTab,
  readOnly,
}: {
  widgetId: number | undefined;
  leavingRef: RefObject<boolean>;
  tab: EditorTab;
  setTab: (tab: EditorTab) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DraftBanner widgetId={widgetId} />
      <ConflictBanner />
      <LeaveGuard leavingRef={leavingRef} widgetId={widgetId} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(320px, 42%)' }}
        gap={{ base: '6', lg: '8' }}
        alignItems="start"
      >
        <Box minW="0">
          <EditorTabs tab={tab} setTab={setTab} />
          {!readOnly && (
            <Flex
              justify="flex-end"
              gap="2"
              wrap="wrap"
              mt="6"
              pt="4"
              borderTopWidth="1px"
              borderColor="border"
              role="group"
              aria-label={t('widgetEditor.actions.label')}
            >
              <SaveButtons />
            </Flex>
          )}
        </Box>
        <PreviewPane />
      </Grid>
    </>
  );
}
