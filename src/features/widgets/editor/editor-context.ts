import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { WidgetEditorMachine } from '@machines/widgets/editor/widget-editor.machine';
import type { ErrorField, StyleGroupName, StyleValue } from '@machines/widgets/editor/widget-editor.types';

export type EditorRef = ActorRefFrom<WidgetEditorMachine>;
export type EditorSnapshot = SnapshotFrom<WidgetEditorMachine>;

/** The page's one editor actor; every section reads its own slice through a narrow selector. */
export const EditorContext = createContext<EditorRef | null>(null);

export function useEditorRef(): EditorRef {
  const ref = useContext(EditorContext);
  if (!ref) throw new Error('useEditorRef: outside the widget editor');
  return ref;
}

/** A value at a dot path of the form ('wform_email.show_field'). */
export function readPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Re-renders only when this one form value changes. */
export function useFormValue<T = unknown>(path: string): T {
  const ref = useEditorRef();
  return useSelector(ref, (s) => readPath(s.context.form, path)) as T;
}

export function useFieldError(field: ErrorField | undefined): string | undefined {
  const ref = useEditorRef();
  return useSelector(ref, (s) => (field ? s.context.errors[field] : undefined));
}

export function useStyleValue(group: StyleGroupName, key: string): StyleValue | undefined {
  const ref = useEditorRef();
  return useSelector(ref, (s) => s.context.styles[group][key]);
}

export function useEditorSelector<T>(selector: (snapshot: EditorSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useEditorRef(), selector, compare);
}

/** Sends editor.fieldChanged for a path. */
export function useSetField(path: string): (value: string | number) => void {
  const ref = useEditorRef();
  return useCallback((value: string | number) => ref.send({ type: 'editor.fieldChanged', path, value }), [ref, path]);
}

/** The DOM id of a control, so the page can focus the first invalid field. */
export const controlId = (key: string): string => `we-${key.replace(/[^\w-]/g, '-')}`;

/** Which tab shows which error. */
export const FIELDS_TAB_ERRORS: readonly ErrorField[] = [
  'url_label',
  'url_placeholder',
  'keyword_label',
  'keyword_placeholder',
  'email_label',
  'email_placeholder',
  'phone_label',
  'phone_placeholder',
  'name_label',
  'name_placeholder',
  'lead_generation_btn_error',
  'first_step_btn',
  'tnc_label',
];

export type EditorTab = 'type' | 'fields' | 'style';
export const tabOfError = (field: ErrorField): EditorTab => (FIELDS_TAB_ERRORS.includes(field) ? 'fields' : 'type');
