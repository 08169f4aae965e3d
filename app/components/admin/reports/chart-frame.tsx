import type { ReactNode } from 'react';

// What every report chart shares: one image with an accessible name (its drawing is hidden from screen
// readers, who read the table beneath it instead) and a visible key of its colours.

export interface ChartKey {
  label: string;
  /** The series' colour as a Tailwind background class, written out so Tailwind finds it. */
  swatch: string;
  /** Drawn as a line: its key is a stroke, not a block. */
  line?: boolean;
}

export function ChartFrame({ name, keys, children }: { name: string; keys: readonly ChartKey[]; children: ReactNode }) {
  return (
    <div className="mt-4">
      <div role="img" aria-label={name} className="flex">
        {children}
      </div>
      {keys.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          {keys.map((key) => (
            <li key={key.label} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block w-4 ${key.swatch} ${key.line ? 'h-1' : 'h-3'}`} />
              {key.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Which bucket names show under the bars: all of them on a wide screen when they fit, fewer on a phone.
 * Each narrower screen shows a subset of the wider one's, so no name appears at one width and not a wider.
 */
export function tickVisibility(count: number): (index: number) => string {
  const wide = Math.max(1, Math.ceil(count / 14));
  const medium = wide * Math.max(1, Math.ceil(Math.ceil(count / 9) / wide));
  const narrow = medium * Math.max(1, Math.ceil(Math.ceil(count / 5) / medium));
  return (index) => {
    if (index % narrow === 0) return '';
    if (index % medium === 0) return 'hidden sm:inline';
    if (index % wide === 0) return 'hidden lg:inline';
    return 'hidden';
  };
}
