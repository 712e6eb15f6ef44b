import { Box, chakra, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Formats } from '@/i18n/use-format';
import { LineToggle } from './line-toggle';
import { useColorMode } from '@/components/client-state/color-mode';
import { once } from '@/components/once';

export interface ChartLine {
  key: string;
  label: string;
  /** One value per date; null where there is none (not ranked). */
  values: (number | null)[];
  /** A colour token of the theme ('red.fg'): resolved for the canvas in the active colour mode. */
  color: string;
  /** The line drawn thicker (the average among competitors). */
  bold?: boolean;
  dashed?: boolean;
}

/**
 * What the values are: positions (1 on top, read as "26.0"), counts (0 at the bottom) or ratios (shown as
 * percentages, 0 at the bottom).
 */
export type ChartScale = 'rank' | 'count' | 'percent';

const yRange = (scale: ChartScale, min: number, max: number): [number, number] =>
  scale === 'rank'
    ? [Math.max(1, Math.floor(min) - 1), Math.ceil(max) + 1]
    : [0, scale === 'count' ? Math.max(4, Math.ceil(max * 1.1)) : Math.max(0.01, max * 1.15)];

function readValue(formats: Formats, scale: ChartScale, value: number): string {
  if (scale === 'rank') return formats.position(value);
  return scale === 'count' ? formats.count(value) : formats.percent(value);
}

const HEIGHT = 280;

/** The value of a theme colour token ('fg.muted') in the mode `element` is drawn in, for the canvas. */
function tokenColor(element: Element, token: string): string {
  const value = getComputedStyle(element)
    .getPropertyValue(`--chakra-colors-${token.replace(/\./g, '-')}`)
    .trim();
  return value || 'gray';
}

const canDraw = once((): boolean => {
  try {
    return (
      typeof navigator !== 'undefined' &&
      !/jsdom/i.test(navigator.userAgent) &&
      document.createElement('canvas').getContext('2d') !== null
    );
  } catch {
    return false;
  }
});

/**
 * Values over the dates on a canvas (uPlot, loaded with this file only): the rankings' positions, a widget's daily
 * figures. uPlot has no accessibility layer: the legend is real checkboxes, the arrow keys move a cursor whose values
 * are read out, and the page gives a text summary.
 */
export default function LineChart({
  dates,
  lines,
  formats,
  scale,
  label,
  noValue = '–',
}: {
  dates: string[];
  lines: ChartLine[];
  formats: Formats;
  scale: ChartScale;
  /** The chart's name for a screen reader: what it shows and how to read it. */
  label: string;
  /** How a missing value is read out. */
  noValue?: string;
}) {
  const { t } = useTranslation();
  const keysId = useId();
  // A mode change redraws the chart with the other mode's colours.
  const { mode } = useColorMode();
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [cursor, setCursor] = useState<number | null>(null);

  const data = useMemo(
    () => [dates.map((_, index) => index), ...lines.map((line) => line.values)] as uPlot.AlignedData,
    [dates, lines],
  );

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const axis = tokenColor(element, 'fg.muted');
    const grid = tokenColor(element, 'border');
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      cursor: { y: false, points: { size: 6 } },
      scales: {
        // One date (a new project): the point stands in the middle, not on the plot's edge.
        x: { time: false, range: (_, min, max) => (dates.length < 2 ? [-1, 1] : [min, max]) },
        y: { dir: scale === 'rank' ? -1 : 1, range: (_, min, max) => yRange(scale, min, max) },
      },
      axes: [
        {
          values: (_, ticks) =>
            ticks.map((tick) => (Number.isInteger(tick) && dates[tick] ? formats.shortDate(dates[tick]) : '')),
          stroke: axis,
          grid: { stroke: grid },
          ticks: { stroke: grid },
        },
        {
          stroke: axis,
          grid: { stroke: grid },
          ticks: { stroke: grid },
          values: (_, ticks) =>
            ticks.map((tick) => (scale === 'percent' || Number.isInteger(tick) ? readValue(formats, scale, tick) : '')),
        },
      ],
      series: [
        {},
        ...lines.map((line) => ({
          label: line.label,
          stroke: tokenColor(element, line.color),
          width: line.bold ? 2.5 : 1.5,
          dash: line.dashed ? [6, 4] : undefined,
          spanGaps: false,
          show: !hidden.has(line.key),
        })),
      ],
      hooks: { setCursor: [(self) => setCursor(self.cursor.idx ?? null)] },
    };
    // No canvas (tests without one): the legend, the keyboard reading and the summary still work.
    if (!canDraw()) return;
    const instance = new uPlot(options, data, element);
    plot.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => instance.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.destroy();
      plot.current = null;
    };
    // `hidden` is applied below without rebuilding the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, lines, dates, formats, mode, scale]);

  useEffect(() => {
    lines.forEach((line, index) => plot.current?.setSeries(index + 1, { show: !hidden.has(line.key) }));
  }, [hidden, lines]);

  const toggle = (key: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const moveCursor = (event: KeyboardEvent) => {
    const last = dates.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = Math.min(last, (cursor ?? -1) + 1);
    else if (event.key === 'ArrowLeft') next = Math.max(0, (cursor ?? last + 1) - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    setCursor(next);
    const instance = plot.current;
    if (instance) instance.setCursor({ left: instance.valToPos(next, 'x'), top: 10 }, false);
  };

  const reading =
    cursor !== null && dates[cursor]
      ? [
          formats.date(dates[cursor] ?? ''),
          ...lines
            .filter((line) => !hidden.has(line.key))
            .map(
              (line) =>
                `${line.label}: ${line.values[cursor] == null ? noValue : readValue(formats, scale, line.values[cursor] ?? 0)}`,
            ),
        ].join('; ')
      : '';

  return (
    <Box>
      <chakra.fieldset mb="3">
        <VisuallyHidden as="legend">{t('chart.legend')}</VisuallyHidden>
        <Flex gap="3" wrap="wrap">
          {lines.map((line) => (
            <LineToggle
              key={line.key}
              shown={!hidden.has(line.key)}
              onToggle={() => toggle(line.key)}
              color={line.color}
            >
              <chakra.span aria-hidden="true" display="inline-block" w="4" h="0.5" bg={line.color} />
              {line.label}
            </LineToggle>
          ))}
        </Flex>
      </chakra.fieldset>
      <Box
        ref={holder}
        tabIndex={0}
        role="img"
        aria-label={label}
        aria-describedby={keysId}
        onKeyDown={moveCursor}
        rounded="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        color="muted"
        // The cursor lines follow the theme too (uPlot draws them as bordered elements).
        css={{ '& .u-cursor-x, & .u-cursor-y': { borderColor: 'var(--chakra-colors-fg-muted)' } }}
      />
      <Text id={keysId} fontSize="xs" color="muted" mt="1">
        {t('chart.keys')}
      </Text>
      <VisuallyHidden aria-live="polite" data-testid="graph-reading">
        {reading}
      </VisuallyHidden>
    </Box>
  );
}
