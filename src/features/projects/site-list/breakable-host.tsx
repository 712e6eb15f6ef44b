import { Fragment } from 'react';

/** A host name that may wrap before its dots in a narrow column, never inside a name ("tandarts-utrecht / .example.nl"). */
export function BreakableHost({ host }: { host: string }) {
  return host.split('.').map((label, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {index > 0 && '.'}
      {label}
    </Fragment>
  ));
}
