import type { ReactNode } from 'react';

const head = 'px-4 py-3 text-left text-xs font-bold tracking-[0.12em] text-forest-900 uppercase';

const frames = {
  /** A card of its own. */
  card: 'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sand-200',
  /** Inside a card that already carries the table's heading. */
  inset: 'mt-3 overflow-x-auto border-t border-sand-200 focus-visible:ring-2 focus-visible:ring-forest-600',
} as const;

/**
 * The back-office's tables: the column headings, and the rows given as children. On a phone the table
 * scrolls sideways inside its own labelled, focusable region, so it can be scrolled by keyboard too.
 */
export function ScrollTable({
  columns,
  minWidth,
  label,
  labelledBy,
  frame = 'card',
  children,
}: {
  columns: readonly string[];
  /** A Tailwind min-w-[…] class: below it the region scrolls. */
  minWidth: string;
  label?: string;
  labelledBy?: string;
  frame?: keyof typeof frames;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0} className={frames[frame]}>
      <table className={`w-full ${minWidth} divide-y divide-sand-200 text-left text-sm`}>
        <thead className="bg-sand-100">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">{children}</tbody>
      </table>
    </div>
  );
}
