/**
 * The demo backend's PDF writer: pdf-lib with DejaVu Sans embedded (subset), so any text a person types
 * (Zoë & Söhne, Köln, Ελληνικά, 120–160) survives, and long lines wrap at the page width.
 *
 * Loaded only through `buildPdf` in ./pdf.ts, by a dynamic import: pdf-lib and the fonts (inlined by Vite as
 * data URLs, so the browser, msw/node under Vitest and the loopback server read them the same way) stay out of
 * every chunk until a PDF is asked for.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import type { PdfLine } from './pdf';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;

const fromDataUrl = (url: string): Uint8Array =>
  Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (char) => char.charCodeAt(0));

let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
const fontBytes = () => (fonts ??= { regular: fromDataUrl(regularUrl), bold: fromDataUrl(boldUrl) });

/** Splits text into lines no wider than `width`; a word longer than a line is cut between characters. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (measure(rest) > width) {
      const chars = [...rest];
      let fit = 1;
      while (fit < chars.length && measure(chars.slice(0, fit + 1).join('')) <= width) fit++;
      lines.push(chars.slice(0, fit).join(''));
      rest = chars.slice(fit).join('');
    }
    current = rest;
  }
  lines.push(current);
  return lines;
}

export async function renderPdf(title: string, lines: PdfLine[], language: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setLanguage(language);
  doc.setProducer('RankPilot demo');
  doc.setCreator('RankPilot demo');
  const bytes = fontBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    const font: PDFFont = line.bold ? bold : regular;
    const leading = size * 1.35;
    const rows = line.text.trim() ? wrapText(line.text, WIDTH, (text) => font.widthOfTextAtSize(text, size)) : [''];
    for (const row of rows) {
      if (y - leading < MARGIN) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      y -= leading;
      if (row) page.drawText(row, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
  }
  return doc.save();
}
