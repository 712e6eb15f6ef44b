import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n';
import { formatsFor, isoDate, machineDecimal } from '../../src/i18n/format';
import { DEMO_TOKEN, renderApp } from '../render';

/** Issue 27: dates, numbers and position changes in the reader's language, from the one formatting module. */
describe('formatsFor', () => {
  it('writes German', () => {
    const de = formatsFor('de');
    expect(de.date('2026-11-16')).toBe('16.11.2026');
    expect(de.shortDate('2026-10-18')).toBe('18. Okt.');
    expect(de.longDate('2026-11-16')).toBe('16. November 2026');
    expect(de.count(12345)).toBe('12.345');
    expect(de.position(26.666)).toBe('26,7');
    expect(de.change(-0.8)).toBe('-0,8');
    expect(de.change(3)).toBe('+3');
    expect(de.change(0)).toBe('0');
    expect(de.percent(0.195)).toBe('19,5\u00a0%');
    expect(de.currency(29)).toBe('29,00\u00a0€');
    expect(de.milliseconds(1234)).toBe('1.234 ms');
    expect(de.relative('2026-11-13T12:00:00Z', new Date('2026-11-16T12:00:00Z'))).toBe('vor 3 Tagen');
    expect(de.region('NL')).toBe('Niederlande');
    expect(de.languageName('nl')).toBe('Niederländisch');
  });

  it('writes Dutch', () => {
    const nl = formatsFor('nl');
    expect(nl.date('2026-11-16')).toBe('16 nov 2026');
    expect(nl.shortDate('2026-10-18')).toBe('18 okt');
    expect(nl.count(12345)).toBe('12.345');
    expect(nl.position(26.666)).toBe('26,7');
    expect(nl.change(-0.8)).toBe('-0,8');
    expect(nl.currency(29)).toBe('€\u00a029,00');
    expect(nl.relative('2026-11-13T12:00:00Z', new Date('2026-11-16T12:00:00Z'))).toBe('3 dagen geleden');
    expect(nl.region('DE')).toBe('Duitsland');
  });

  it('falls back to English for a language the browser does not know, and leaves odd input alone', () => {
    expect(formatsFor('xx-invalid-!').date('2026-11-16')).toBe('Nov 16, 2026');
    expect(formatsFor('de').date('not a date')).toBe('not a date');
    expect(formatsFor('de').region('??')).toBe('??');
  });

  it('writes machine values the same in every language', () => {
    expect(machineDecimal(29)).toBe('29.00');
    expect(machineDecimal(1234.5)).toBe('1234.50');
    expect(machineDecimal(-0.125, 1)).toBe('-0.1');
    expect(isoDate(new Date('2026-11-16T23:30:00Z'))).toBe('2026-11-16');
  });
});

describe('the dashboard and the ranking page in German and Dutch', () => {
  const projects = () => screen.findByRole('table', { name: 'Ungrouped projects' }, { timeout: 15_000 });
  const ranking = () =>
    screen.findByRole('table', { name: 'Keyword positions of Rankpilot Blog' }, { timeout: 15_000 });
  const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  it('shows the dashboard date, an average position and its change in German', async () => {
    await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    await projects();
    await act(() => initI18n('de'));
    expect(await screen.findByText('Rankings aktualisiert am 16.11.2026')).toBeInTheDocument();
    const row = rowOf('Rankpilot Blog');
    expect(within(row).getByText('26,7')).toBeInTheDocument();
    expect(within(row).getByText('Um 1,5 verbessert')).toBeInTheDocument();
    expect(screen.getAllByText('16. Nov.').length).toBeGreaterThan(0);
  });

  it('shows the dashboard date, an average position and its change in Dutch', async () => {
    await renderApp('/admin-site-list', { token: DEMO_TOKEN });
    await projects();
    await act(() => initI18n('nl'));
    expect(await screen.findByText('Posities bijgewerkt op 16 nov 2026')).toBeInTheDocument();
    const row = rowOf('Rankpilot Blog');
    expect(within(row).getByText('26,7')).toBeInTheDocument();
    expect(within(row).getByText('1,5 gestegen')).toBeInTheDocument();
  });

  it('shows the ranking dates, average change and a keyword change in German', async () => {
    await renderApp('/keyword-ranking/3/4/', { token: DEMO_TOKEN });
    await ranking();
    await act(() => initI18n('de'));
    expect(await screen.findByText('aktualisiert am 16.11.2026')).toBeInTheDocument();
    expect(screen.getByTestId('graph-summary')).toHaveTextContent(
      'Vom 18.10.2026 bis 16.11.2026 änderten sich die Keywords im Schnitt um -0,1 Positionen. Beste: meta description prices (+20).',
    );
    const row = (await screen.findByText('backlink checker london')).closest('tr') as HTMLElement;
    expect(within(row).getByText('+8')).toBeInTheDocument();
  });

  it('shows the ranking dates, average change and a keyword change in Dutch', async () => {
    await renderApp('/keyword-ranking/3/4/', { token: DEMO_TOKEN });
    await ranking();
    await act(() => initI18n('nl'));
    expect(await screen.findByText('bijgewerkt 16 nov 2026')).toBeInTheDocument();
    expect(screen.getByTestId('graph-summary')).toHaveTextContent(
      'Van 18 okt 2026 tot 16 nov 2026 veranderden de zoekwoorden gemiddeld -0,1 posities. Beste: meta description prices (+20).',
    );
    const row = (await screen.findByText('backlink checker near me')).closest('tr') as HTMLElement;
    expect(within(row).getByText('-24')).toBeInTheDocument();
  });
});
