import { chakra } from '@chakra-ui/react';

const WIDTH = 72;
const HEIGHT = 20;

/**
 * A small line of values (a widget's views per day in the widget list), 0 at the bottom. A picture beside figures
 * that say the same: hidden from screen readers, the link around it names what it leads to.
 */
export function Sparkline({ values }: { values: readonly number[] }) {
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const tenths = (value: number) => Math.round(value * 10) / 10;
  const points = values
    .map((value, index) => `${tenths(index * step)},${tenths(HEIGHT - 1 - (value / top) * (HEIGHT - 2))}`)
    .join(' ');
  return (
    <chakra.svg
      aria-hidden="true"
      focusable="false"
      width={`${WIDTH}px`}
      height={`${HEIGHT}px`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      color="brand.fg"
      display="block"
      data-testid="sparkline"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </chakra.svg>
  );
}
