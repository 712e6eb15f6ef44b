import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@/api/session';
import { fetchTranslations, i18next } from '@/i18n';
import type { DefaultTexts } from '@machines/widgets/editor/widget-editor.types';

const loading = new Map<string, Promise<void>>();

const isLanguage = (lang: string): lang is Language => (LANGUAGES as readonly string[]).includes(lang);

/**
 * Makes the texts of a widget's language available (English is bundled; the active interface
 * language is loaded at start). Other languages are fetched once, like the interface's own.
 * A failed load leaves English in place.
 */
export function loadWidgetLanguage(lang: string): Promise<void> {
  if (!isLanguage(lang) || lang === 'en' || i18next.hasResourceBundle(lang, 'translation')) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetchTranslations(lang).then((remote) => {
      if (remote) i18next.addResourceBundle(lang, 'translation', remote, true, true);
      else loading.delete(lang);
    });
    loading.set(lang, pending);
  }
  return pending;
}

/** A `t` fixed to the widget's language: what the widget's visitors will read, whatever the interface language. */
export function useWidgetT(lang: string): TFunction {
  const target = isLanguage(lang) ? lang : 'en';
  const [ready, setReady] = useState<string | null>(() =>
    target === 'en' || i18next.hasResourceBundle(target, 'translation') ? target : null,
  );
  useEffect(() => {
    let live = true;
    void loadWidgetLanguage(target).then(() => live && setReady(target));
    return () => {
      live = false;
    };
  }, [target]);
  // Until the language has arrived, English (the bundled fallback) rather than the interface language.
  const available = ready === target || i18next.hasResourceBundle(target, 'translation');
  const language = available ? target : 'en';
  // One function per language, so what it is handed to (each field of the preview) can skip a redraw.
  return useMemo(() => i18next.getFixedT(language), [language]);
}

/** The starting texts of a new widget in its language (the product's defaults; "Close this report" for the
 * close title). */
export async function defaultTextsFor(lang: string): Promise<DefaultTexts> {
  await loadWidgetLanguage(lang);
  const t = i18next.getFixedT(isLanguage(lang) ? lang : 'en');
  const d = (key: string) => t(`widgetEditor.defaults.${key}`);
  const field = (name: string, withPlaceholder = true) => ({
    label: d(`fields.${name}.label`),
    placeholder: withPlaceholder ? d(`fields.${name}.placeholder`) : '',
  });
  return {
    widget_title: d('widget_title'),
    widget_description: d('widget_description'),
    widget_button_label: d('widget_button_label'),
    first_step_submit_text: d('first_step_submit_text'),
    close_button_text: d('close_title'),
    close_title: d('close_title'),
    close_redirect_title: d('close_redirect_title'),
    report_popup_text: d('report_popup_text'),
    fields: {
      url: field('url'),
      keyword: field('keyword'),
      name: field('name'),
      phone: field('phone'),
      email: field('email'),
      tnc: field('tnc', false),
    },
  };
}
