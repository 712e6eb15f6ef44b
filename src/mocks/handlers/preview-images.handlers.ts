import { HttpResponse } from 'msw';
import { http } from '@/mocks/http';
import { ALL_THEMES } from '@/mocks/themes';

type Box = { x: number; y: number; w: number; h: number };
const W = 240;
const H = 180;

/** Where the widget sits on a page thumbnail, by widget type (1 fixed … 5 two-step) and position. */
function placement(type: number, position: string): Box {
  if (type === 2) {
    const w = 110;
    const x = position === 'left' ? 12 : position === 'right' ? W - w - 12 : (W - w) / 2;
    return { x, y: position === 'center' ? 40 : 70, w, h: 98 };
  }
  if (type === 3) return { x: 0, y: position === 'bottom' ? H - 34 : 0, w: W, h: 34 };
  if (type === 4) return { x: 0, y: 0, w: W, h: H };
  return { x: 50, y: 24, w: 140, h: 132 };
}

/** A theme thumbnail drawn from the theme's own colours, so the picker shows what the theme looks like. */
function thumbnail(type: number, themeCode: string, position: string): string | null {
  const theme = ALL_THEMES.find((entry) => entry.theme_code === themeCode);
  if (!theme) return null;
  const form = theme.style.form_style;
  const cta = theme.style.cta_button;
  const box = placement(type, position);
  const slim = type === 3;
  const pad = slim ? 8 : 12;
  const lines = slim
    ? `<rect x="${box.x + pad}" y="${box.y + 12}" width="70" height="10" rx="2" fill="${form.color}"/>
       <rect x="${box.x + 90}" y="${box.y + 8}" width="80" height="18" rx="3" fill="#fff" stroke="#c9cdd8"/>
       <rect x="${box.x + 176}" y="${box.y + 8}" width="54" height="18" rx="3" fill="${cta.background}"/>`
    : `<rect x="${box.x + pad}" y="${box.y + pad}" width="${box.w - 2 * pad}" height="10" rx="2" fill="${form.color}"/>
       <rect x="${box.x + pad}" y="${box.y + pad + 16}" width="${(box.w - 2 * pad) * 0.7}" height="6" rx="2" fill="${form.color}" opacity=".5"/>
       <rect x="${box.x + pad}" y="${box.y + pad + 32}" width="${box.w - 2 * pad}" height="16" rx="3" fill="#fff" stroke="#c9cdd8"/>
       <rect x="${box.x + pad}" y="${box.y + pad + 54}" width="${box.w - 2 * pad}" height="16" rx="3" fill="#fff" stroke="#c9cdd8"/>
       <rect x="${box.x + pad}" y="${box.y + box.h - pad - 20}" width="${box.w - 2 * pad}" height="20" rx="4" fill="${cta.background}"/>`;
  const steps =
    type === 5
      ? `<circle cx="${box.x + box.w - 26}" cy="${box.y + 8}" r="3" fill="${cta.background}"/><circle cx="${box.x + box.w - 16}" cy="${box.y + 8}" r="3" fill="#c9cdd8"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#eef0f5"/>
  <rect x="16" y="${slim && position === 'top' ? 46 : 14}" width="140" height="8" rx="2" fill="#d5d9e3"/>
  <rect x="16" y="${slim && position === 'top' ? 62 : 30}" width="200" height="6" rx="2" fill="#dfe2ea"/>
  ${type === 4 || type === 2 ? `<rect width="${W}" height="${H}" fill="#1f2433" opacity="${type === 4 ? 0.55 : 0.2}"/>` : ''}
  <rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${slim || type === 4 ? 0 : Math.min(Number(form.border_radius) || 0, 12)}" fill="${form.background}" stroke="${form.border_color}"/>
  ${type === 4 ? '' : lines}${type === 4 ? `<g transform="translate(50 24)">${lines.replaceAll(`${box.x + pad}`, `${pad}`)}</g>` : ''}${steps}
</svg>`;
}

/** Theme preview images, static files of the API host: /files/widget/v3/preview-image/{type}-{theme_code}-{position}.png */
export const previewImageHandlers = [
  http.untyped.get('*/files/widget/v3/preview-image/:file', ({ params }) => {
    const match = /^(\d)-(.+)-(left|right|center|top|bottom)\.png$/.exec(String(params.file));
    const svg = match && thumbnail(Number(match[1]), match[2] ?? '', match[3] ?? '');
    if (!svg) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  }),
];
