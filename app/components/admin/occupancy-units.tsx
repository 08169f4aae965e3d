import { Link } from 'react-router';
import type { OccupancyUnitRow, UnitCell } from '#app/lib/admin/rooms-view.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';

// The units of one type on the occupancy grid, one row each under the type's counts: the guest's name
// on each night they sleep there (a link to that night's bookings, where the owner can move them), a
// dash when free, "Closed" when the unit is closed. Every cell says the same in words to a screen reader.

function cellWords(cell: UnitCell): string {
  if (cell.guest) return cell.guest.customerName ?? 'Guest paying now';
  return cell.closed ? 'Closed' : 'free';
}

function UnitCellView({ unitName, cell, href }: { unitName: string; cell: UnitCell; href: string }) {
  const label = `${unitName}, night of ${formatDayMonthYear(cell.night)}: `;
  const look = cell.guest ? 'bg-green-100 text-green-900' : cell.closed ? 'bg-gray-200 text-gray-900' : 'bg-white text-muted';
  return (
    <td className={`border-l border-sand-200 p-0 ${look}`}>
      {cell.guest ? (
        <Link
          to={href}
          preventScrollReset
          className="block max-w-[4.5rem] min-w-[4.5rem] truncate px-2 py-1.5 text-xs font-medium hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-forest-800"
          title={cellWords(cell)}
        >
          <span className="sr-only">{label}</span>
          {cellWords(cell)}
        </Link>
      ) : (
        <span className="block min-w-[4.5rem] px-2 py-1.5 text-center text-xs">
          <span className="sr-only">{`${label}${cellWords(cell)}`}</span>
          <span aria-hidden="true">{cell.closed ? 'Closed' : '–'}</span>
        </span>
      )}
    </td>
  );
}

/** The type's units, each a row of nights; `nightHref` opens a night's bookings. */
export function OccupancyUnitRows({ units, nightHref }: { units: OccupancyUnitRow[]; nightHref: (night: string) => string }) {
  return units.map((unit) => (
    <tr key={unit.unitId} className="bg-sand-50/50">
      <th
        scope="row"
        className="sticky left-0 z-10 max-w-28 min-w-28 bg-white py-1.5 pr-3 pl-6 text-left text-xs font-medium break-words text-forest-900 shadow-[1px_0_0_var(--color-sand-200)] sm:max-w-44 sm:min-w-44"
      >
        {unit.name}
      </th>
      {unit.cells.map((cell) => (
        <UnitCellView key={cell.night} unitName={unit.name} cell={cell} href={nightHref(cell.night)} />
      ))}
    </tr>
  ));
}
