import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../src/api/download';
import { buildPdf } from '../../src/mocks/pdf';

describe('file name from Content-Disposition', () => {
  it.each([
    ['attachment; filename="leads-2026-11-16.csv"', 'leads-2026-11-16.csv'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Rapport%20%C3%A9t%C3%A9.pdf', 'Rapport été.pdf'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.pdf"', 'x.pdf'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([null, '', 'inline', 'attachment; filename=""', 'attachment; filename=".."'])(
    '%s names no file',
    (header) => {
      expect(fileNameFromDisposition(header)).toBeUndefined();
    },
  );
});

describe('demo PDF', () => {
  it('is a well-formed PDF whose cross-reference offsets point at its objects', () => {
    const text = new TextDecoder().decode(
      buildPdf('SEO audit (test)', [{ text: 'Score: 52 / 100', bold: true }, { text: 'Título ✓' }]),
    );
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBe(7);
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(SEO audit \\(test\\))');
    expect(text).toContain('(Titulo ?) Tj');
  });
});
