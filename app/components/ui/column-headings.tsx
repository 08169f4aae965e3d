/**
 * A table's column headings, for a header row: each cell has `className`, the last `lastClassName`
 * (most tables keep a right padding between columns but not after the last).
 */
export function ColumnHeadings({
  columns,
  className,
  lastClassName,
}: {
  columns: readonly string[];
  className: string;
  lastClassName: string;
}) {
  return columns.map((column, index) => (
    <th key={column} scope="col" className={index === columns.length - 1 ? lastClassName : className}>
      {column}
    </th>
  ));
}
