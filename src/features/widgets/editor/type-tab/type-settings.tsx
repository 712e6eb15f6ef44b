import { memo } from 'react';
import type { WidgetType } from '@machines/widgets/editor/widget-editor.types';
import { useFormValue } from '../editor-context';
import { PopupSettings } from './popup-settings';
import { SlimSettings } from './slim-settings';
import { TakeoverSettings } from './takeover-settings';

/** The settings section of the chosen widget type, if it has one. */
export const TypeSettings = memo(function TypeSettings() {
  const type = useFormValue<WidgetType>('widget_type');
  if (type === 2) return <PopupSettings />;
  if (type === 3) return <SlimSettings />;
  if (type === 4) return <TakeoverSettings />;
  return null;
});
