import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StyleGroupName } from '@machines/widgets/editor/widget-editor.types';
import { useStyleValue } from '@/features/widgets/editor/editor-context';
import { styleElement } from '@/features/widgets/editor/style-config';
import { ControlView } from './control-view';

/** max_width only while the element is not full width (a full-width element has no maximum to set). */
function useHidden(group: StyleGroupName) {
  const fullWidth = useStyleValue(group, 'full_width');
  return (key: string) => key === 'max_width' && Number(fullWidth) === 1;
}

/** The controls of one element, grouped. */
export const StyleElementBody = memo(function StyleElementBody({ group }: { group: StyleGroupName }) {
  const { t } = useTranslation();
  const isHidden = useHidden(group);
  const element = styleElement(group);
  if (!element) return null;
  const elementName = t(`widgetEditor.elements.${group}`);
  return (
    <Stack gap="4">
      {element.sections.map((section) => (
        <Fieldset.Root key={section.title} size="sm">
          <Fieldset.Legend textStyle="sm" fontWeight="semibold" color="muted">
            {t(`widgetEditor.style.groups.${section.title}`)}
          </Fieldset.Legend>
          <SimpleGrid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="3">
            {section.controls
              .filter((control) => !isHidden(control.key))
              .map((control) => (
                <ControlView
                  key={control.key}
                  group={group}
                  control={control}
                  label={t('widgetEditor.style.label', {
                    element: elementName,
                    prop: t(`widgetEditor.props.${control.key}`),
                  })}
                  shortLabel={t(`widgetEditor.props.${control.key}`)}
                />
              ))}
          </SimpleGrid>
        </Fieldset.Root>
      ))}
    </Stack>
  );
});
