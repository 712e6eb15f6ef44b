/**
 * A real, minimal PDF (one or more A4 pages of Helvetica text) for the demo backend's report
 * downloads. Text outside Latin-1 is replaced, since the built-in fonts carry no more.
 */

const escapeText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

const LINES_PER_PAGE = 48;

export function buildPdf(title: string, lines: PdfLine[]): Uint8Array {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < lines.length || pages.length === 0; i += LINES_PER_PAGE)
    pages.push(lines.slice(i, i + LINES_PER_PAGE));

  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then page + content pairs.
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escapeText(title)}) /Producer (RankPilot demo) >>`;
  pages.forEach((pageLines, index) => {
    const pageId = pageIds[index] as number;
    let y = 800;
    const ops = pageLines.map((line) => {
      const size = line.size ?? 11;
      y -= size + 5;
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 50 ${y} Td (${escapeText(line.text)}) Tj ET`;
    });
    const stream = ops.join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
