import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LineToggleProps {
  shown: boolean;
  onToggle: () => void;
  /** The checkbox tint: the line's own colour in the graph, the brand colour elsewhere. */
  color: string;
  children: ReactNode;
}

/** A labelled checkbox that shows or hides one line (of a chart, of a ranking table). */
export function LineToggle({ shown, onToggle, color, children }: LineToggleProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
      <chakra.input type="checkbox" checked={shown} onChange={onToggle} accentColor={color} />
      {children}
    </chakra.label>
  );
}
