import { Accordion, Span } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StyleGroupName } from '@machines/widgets/editor/widget-editor.types';
import { StyleElementBody } from './style-element-body';

/** Collapsible panels, one per element; a panel's controls mount when it is first opened. */
export const StylePanels = memo(function StylePanels({ groups }: { groups: readonly StyleGroupName[] }) {
  const { t } = useTranslation();
  return (
    <Accordion.Root multiple collapsible lazyMount variant="enclosed" size="sm">
      {groups.map((group) => (
        <Accordion.Item key={group} value={group}>
          <Accordion.ItemTrigger>
            <Span flex="1" fontWeight="medium">
              {t(`widgetEditor.elements.${group}`)}
            </Span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <StyleElementBody group={group} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
});
