import { memo } from 'react';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { useFormValue } from '@/features/widgets/editor/editor-context';
import { OverlayTriggers } from './overlay-triggers';
import { PopupSettings } from './popup-settings';
import { SlimSettings } from './slim-settings';

/** The settings sections of the chosen widget type, if it has any; an overlay's triggers after them. */
export const TypeSettings = memo(function TypeSettings() {
  const type = useFormValue<WidgetType>('widget_type');
  if (type !== 2 && type !== 3 && type !== 4) return null;
  return (
    <>
      {type === 2 && <PopupSettings />}
      {type === 3 && <SlimSettings />}
      <OverlayTriggers type={type} />
    </>
  );
});
