import { fromPromise } from 'xstate';
import { api, unwrap, type Schemas } from '@/api/client';
import { account } from '@/components/data/account';
import { defaultTextsFor } from './widget-language';
import type {
  LoadedWidget,
  ResetWidgetInput,
  ResetWidgetOutput,
  SaveWidgetInput,
  SaveWidgetOutput,
  ThemesDefault,
  WidgetSavePayload,
} from '@machines/widgets/editor/widget-editor.types';

/*
 * The machine's shapes are the contract's, with style groups that read any value (the preview renders whatever a
 * theme holds); the contract narrows `full_width`/`display` to 0 | 1 and `position` to an enum. Loading widens,
 * so it is a plain copy; saving narrows the overrides (payloadToApi).
 */
export function themesFromApi(data: Schemas['DefaultThemes']): ThemesDefault {
  return {
    name: data.name,
    widget_lang: data.widget_lang,
    available_lang: data.available_lang,
    smtp_verified: data.smtp_verified,
    can_advance_audit: data.can_advance_audit,
    all_theme: data.all_theme.map((group) => ({
      name: group.name,
      theme_type: group.theme_type,
      themes: group.themes.map((theme) => ({ ...theme, widget_settings_extra: { ...theme.widget_settings_extra } })),
    })),
    active_themes: { ...data.active_themes },
  };
}

export function widgetFromApi(data: Schemas['Widget']): LoadedWidget {
  return { ...data };
}

/** The save body: the machine's payload with its overrides typed as the contract's. */
export function payloadToApi(payload: WidgetSavePayload): Schemas['WidgetSavePayload'] {
  // Narrowing cast: the style panel offers only the contract's values for position, full_width and display.
  return { ...payload, overright_style: payload.overright_style as Schemas['OverrightStyle'] };
}

/** GET /api/v1/widget/themes/default/, plus the starting texts of a new widget in its language. */
export const loadThemes = fromPromise<ThemesDefault>(async ({ signal }) => {
  const themes = themesFromApi((await unwrap(api.GET('/api/v1/widget/themes/default/', { signal }))).data);
  return { ...themes, default_texts: await defaultTextsFor(themes.widget_lang || 'en') };
});

/** GET /api/v1/widget/{id}/ (404 when the widget does not exist). */
export const loadWidget = fromPromise<LoadedWidget, { id: number }>(async ({ input, signal }) =>
  widgetFromApi((await unwrap(api.GET('/api/v1/widget/{id}/', { params: { path: { id: input.id } }, signal }))).data),
);

/** POST /api/v1/widget/create/ without an id, POST /api/v1/widget/{id}/ with one. */
export const saveWidget = fromPromise<SaveWidgetOutput, SaveWidgetInput>(async ({ input, signal }) => {
  const body = { ...payloadToApi(input.payload), version: input.version };
  const answer =
    input.id === undefined
      ? await unwrap(api.POST('/api/v1/widget/create/', { body, signal }))
      : await unwrap(api.POST('/api/v1/widget/{id}/', { params: { path: { id: input.id } }, body, signal }));
  // A new widget uses one more of the plan's widgets: every quota counter shows the new usage.
  if (input.id === undefined) void account.refresh();
  return { widget_id: answer.widget_id, message: answer.message };
});

/** POST /api/v1/widget/{id}/reset/ */
export const resetWidget = fromPromise<ResetWidgetOutput, ResetWidgetInput>(async ({ input, signal }) => {
  const { id, ...body } = input;
  const answer = await unwrap(api.POST('/api/v1/widget/{id}/reset/', { params: { path: { id } }, body, signal }));
  return { message: answer.message };
});

export const widgetEditorActors = { loadThemes, loadWidget, saveWidget, resetWidget };
