// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateAudit } from '../../src/mocks/page-audit-engine';

describe('the demo page-audit engine', () => {
  it('gives the same report for the same URL and keyword (host case, spaces and trailing slash aside)', () => {
    expect(generateAudit('https://www.example.com/', ' bread ', false)).toEqual(
      generateAudit('https://WWW.example.com', 'bread', false),
    );
  });

  it('gives another report for another keyword', () => {
    expect(generateAudit('https://www.example.com/', 'bread', false)).not.toEqual(
      generateAudit('https://www.example.com/', 'cake', false),
    );
  });

  it('scores five categories; basic runs 16 checks, advanced 21, and every finding says why and (unless passed) how to fix it', () => {
    const basic = generateAudit('https://www.example.com/', 'bread', false);
    const advanced = generateAudit('https://www.example.com/', 'bread', true);
    expect(basic.categories.map((category) => category.key)).toEqual([
      'onpage',
      'technical',
      'content',
      'links',
      'speed',
    ]);
    expect(basic.categories.flatMap((category) => category.issues)).toHaveLength(16);
    expect(advanced.categories.flatMap((category) => category.issues)).toHaveLength(21);
    for (const issue of advanced.categories.flatMap((category) => category.issues)) {
      expect(issue.why).toBeTruthy();
      expect(issue.severity === 'passed' || Boolean(issue.fix)).toBe(true);
    }
    expect(basic.score).toBeGreaterThanOrEqual(0);
    expect(basic.score).toBeLessThanOrEqual(100);
  });
});
