import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LinkButtonProps {
  to: string;
  /** The page's main action (brand colour); else an outlined secondary one. */
  primary?: boolean;
  children: ReactNode;
}

/** A small button that goes to another screen of the app, as a page action. */
export function LinkButton({ to, primary = false, children }: LinkButtonProps) {
  return (
    <Button asChild size="sm" {...(primary ? { colorPalette: 'brand' } : { variant: 'outline' })}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
