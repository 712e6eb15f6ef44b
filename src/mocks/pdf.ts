/**
 * PDF documents of the demo backend (invoices, audit and lead reports): A4 pages of text lines that wrap at
 * the page width, in an embedded Unicode font. The writer (pdf-lib and the font) loads on the first PDF asked
 * for, never with the app.
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

export async function buildPdf(title: string, lines: PdfLine[], language = 'en'): Promise<Uint8Array> {
  const { renderPdf } = await import('./pdf-document');
  return renderPdf(title, lines, language);
}

/** The answer that carries a PDF: its bytes, type and file name. */
export const pdfResponse = (pdf: Uint8Array, fileName: string): Response =>
  new Response(pdf as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
