import { HttpResponse } from 'msw';
import { getDb } from '@/mocks/db';
import { http } from '@/mocks/http';
import { ALL_THEMES, mergeStyles } from '@/mocks/themes';
import { badRequest, notFound } from './common';
import type { S } from '@/mocks/types';

const LANGS = ['en', 'nl', 'es', 'it', 'fr', 'pt', 'de', 'el', 'sv', 'pl', 'nb', 'da'];

/** The site texts in the languages the demo has them in; others fall back to English. */
const SITE_TEXTS: Record<
  string,
  Pick<S['SiteSettings'], 'support_text' | 'cookie_settings_text' | 'cookie_settings_button_text'>
> = {
  nl: {
    support_text: 'Hulp nodig? Ons supportteam antwoordt binnen één werkdag.',
    cookie_settings_text: 'We gebruiken cookies om je ingelogd te houden en te begrijpen hoe de app wordt gebruikt.',
    cookie_settings_button_text: 'Cookies accepteren',
  },
  de: {
    support_text: 'Brauchen Sie Hilfe? Unser Support antwortet innerhalb eines Werktags.',
    cookie_settings_text: 'Wir verwenden Cookies, damit Sie angemeldet bleiben und wir die Nutzung verstehen.',
    cookie_settings_button_text: 'Cookies akzeptieren',
  },
  fr: {
    support_text: 'Besoin d’aide ? Notre support répond sous un jour ouvré.',
    cookie_settings_text:
      'Nous utilisons des cookies pour vous garder connecté et comprendre l’usage de l’application.',
    cookie_settings_button_text: 'Accepter les cookies',
  },
  es: {
    support_text: '¿Necesitas ayuda? Nuestro equipo responde en un día laborable.',
    cookie_settings_text: 'Usamos cookies para mantener tu sesión y entender cómo se usa la aplicación.',
    cookie_settings_button_text: 'Aceptar cookies',
  },
};

/** The rest of the sample page: long enough to scroll, so a widget's scroll trigger can be tried on it. */
const SECTIONS = ['Our services', 'Why customers choose us', 'From our blog', 'Get in touch']
  .map(
    (title) =>
      `<section><h2>${title}</h2><div class="block"></div><div class="block" style="width:90%"></div><div class="block" style="width:70%"></div><div class="block" style="width:85%"></div><div class="block" style="width:40%"></div></section>`,
  )
  .join('')
  .concat('<footer style="height:320px"></footer>');

export const siteHandlers = [
  http.get('/api/v1/settings/', ({ query, response }) => {
    const lang = query.get('lang') ?? 'en';
    if (!LANGS.includes(lang)) return badRequest(`Unsupported language: ${lang}`);
    const settings = { ...getDb().siteSettings, ...SITE_TEXTS[lang] };
    return response(200).json({ data: { settings } });
  }),

  // A sample page for the widget preview: any theme code, or "sample".
  http.get('/api/v1/frontend_template/{template}', ({ params }) => {
    const template = String(params.template);
    if (!/^[\w.-]+$/.test(template)) return notFound('No such template.');
    const theme = ALL_THEMES.find(
      (candidate) => candidate.theme_code === template || String(candidate.id) === template,
    );
    const style = theme ? mergeStyles(theme.style, {}) : undefined;
    const accent = String(style?.cta_button.background ?? '#585CE9');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Widget preview: ${template}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2433;background:#f5f6fa}header{background:${accent};color:#fff;padding:16px 24px}main{max-width:760px;margin:24px auto;padding:0 16px;line-height:1.6}.block{height:14px;background:#dfe2ea;border-radius:4px;margin:10px 0}</style>
</head><body><header><strong>Example Company</strong></header>
<main><h1>Grow your business online</h1><div class="block"></div><div class="block" style="width:80%"></div><div class="block" style="width:60%"></div>
<p>This is a sample page on which the widget preview${theme ? ` (${theme.theme_name})` : ''} is shown.</p><div id="widget-root"></div>
${SECTIONS}</main></body></html>`;
    return HttpResponse.html(html, { status: 200 });
  }),

  http.get(
    '/api/v1/font-end/style/',
    () =>
      // openapi-msw has no typed text/css helper; the body is still a string as the contract says.
      new HttpResponse(
        `.rp-widget{box-sizing:border-box;font-family:system-ui,sans-serif}.rp-widget *{box-sizing:inherit}.rp-widget input{width:100%}.rp-widget button{cursor:pointer}.rp-widget .rp-error{color:#d93025;font-size:12px}\n`,
        { status: 200, headers: { 'Content-Type': 'text/css' } },
      ),
  ),
];
