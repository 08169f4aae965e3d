import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ScrollRegion } from './scroll-region.tsx';

const head = 'px-4 py-3 text-left text-xs font-bold tracking-[0.12em] text-forest-900 uppercase';

const frames = {
  /** A card of its own. */
  card: 'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-sand-200',
  /** Inside a card that already carries the table's heading. */
  inset: 'mt-3 overflow-x-auto border-t border-sand-200 focus-visible:ring-2 focus-visible:ring-forest-600',
} as const;

type Cell = ReactElement<{ children?: ReactNode; 'data-label'?: string }>;

/** Each cell named by its column (data-label), which the phone's cards show beside the value. */
function labelCells(rows: ReactNode, columns: readonly string[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row)) return row;
    const cells = Children.map(row.props.children, (cell, index) =>
      isValidElement(cell)
        ? cloneElement(cell as Cell, { 'data-label': (cell as Cell).props['data-label'] ?? columns[index] ?? '' })
        : cell,
    );
    return cloneElement(row, {}, cells);
  });
}

/**
 * The back-office's tables: the column headings, and the rows given as children. From 768 px a table
 * (made to fit 1280 px beside the sidebar; below `minWidth` its region scrolls, by keyboard
 * too); on a phone each row is a card with every cell named by its column (app.css `admin-cards`).
 */
export function ScrollTable({
  columns,
  minWidth,
  label,
  labelledBy,
  frame = 'card',
  widths,
  children,
}: {
  columns: readonly string[];
  /**
   * Each column's share as a Tailwind w-[…%] class: the table is then laid out by them (table-fixed) and
   * never wider than its frame; cells that may hold one long word (an e-mail) wrap it anywhere.
   */
  widths?: readonly string[];
  /** A Tailwind min-w-[…] class: below it the region scrolls. At most 59rem, what 1280 px leaves beside the sidebar. */
  minWidth: string;
  label?: string;
  labelledBy?: string;
  frame?: keyof typeof frames;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label} labelledBy={labelledBy} className={frames[frame]}>
      <table className={`w-full ${minWidth} ${widths ? 'table-fixed' : ''} admin-cards divide-y divide-sand-200 text-left text-sm`}>
        <thead className="bg-sand-100">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`${head} ${widths?.[index] ?? ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">{labelCells(children, columns)}</tbody>
      </table>
    </ScrollRegion>
  );
}
