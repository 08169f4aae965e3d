import type { ReactNode } from 'react';

/** A named region that scrolls sideways when its table is wider than the screen; it takes focus, so keys scroll it too. */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
