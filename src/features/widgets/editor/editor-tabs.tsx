import { Tabs } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldsTab } from './fields-tab/fields-tab';
import { StyleHint } from './style-panel/style-hint';
import { StylePanels } from './style-panel/style-panels';
import { STYLE_ELEMENTS } from './style-config';
import { TypeTab } from './type-tab/type-tab';
import type { EditorTab } from './editor-context';
import { BusyFieldset } from './busy-fieldset';

const STYLE_GROUPS = STYLE_ELEMENTS.map((element) => element.group);

export const EditorTabs = memo(function EditorTabs({
  tab,
  setTab,
}: {
  tab: EditorTab;
  setTab: (tab: EditorTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(d) => setTab(d.value as EditorTab)}
      lazyMount
      colorPalette="brand"
      variant="line"
    >
      <Tabs.List aria-label={t('widgetEditor.tabs.label')} mb="4">
        <Tabs.Trigger value="type">{t('widgetEditor.tabs.type')}</Tabs.Trigger>
        <Tabs.Trigger value="fields">{t('widgetEditor.tabs.fields')}</Tabs.Trigger>
        <Tabs.Trigger value="style">{t('widgetEditor.tabs.style')}</Tabs.Trigger>
      </Tabs.List>
      {/* The tabs stay usable while the form is busy or read-only: a deleted widget can still be looked through. */}
      <Tabs.Content value="type">
        <BusyFieldset>
          <TypeTab />
        </BusyFieldset>
      </Tabs.Content>
      <Tabs.Content value="fields">
        <BusyFieldset>
          <FieldsTab />
        </BusyFieldset>
      </Tabs.Content>
      <Tabs.Content value="style">
        <BusyFieldset>
          <StyleHint />
          <StylePanels groups={STYLE_GROUPS} />
        </BusyFieldset>
      </Tabs.Content>
    </Tabs.Root>
  );
});
