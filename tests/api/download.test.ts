import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../src/api/download';

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
