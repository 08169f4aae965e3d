import { Link } from 'react-router';
import { bookingHref, type RoomBookingLine } from '#app/lib/admin/rooms-view.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { Badge } from './badge.tsx';
import { ScrollTable } from './scroll-table.tsx';

// Names wrap (the room's type and its units share one column) so the table fits beside the sidebar at
// 1280 px; references, dates and figures stay on one line.
const cell = 'px-3 py-3 align-top';
const oneLine = `${cell} whitespace-nowrap`;

/** "Garden Room 2", or the count when the booking has no units yet (made before units were kept). */
function unitsText(line: RoomBookingLine): string {
  if (line.units.length === 0) return `${line.rooms} ${line.rooms === 1 ? 'room' : 'rooms'}, no unit yet`;
  return line.units.map((unit) => unit.name).join(', ');
}

/** Stays and retreats holding rooms: a night's bookings, a day's arrivals or departures. */
export function RoomBookingLines({ lines, labelledBy, empty }: { lines: RoomBookingLine[]; labelledBy: string; empty: string }) {
  if (lines.length === 0) return <p className="px-5 py-4 text-muted sm:px-6">{empty}</p>;
  return (
    <ScrollTable
      columns={['Reference', 'Guest', 'Room', 'Adults', 'Check-in', 'Check-out', 'Nights', 'Status', 'Paid']}
      minWidth="min-w-[52rem]"
      labelledBy={labelledBy}
      frame="inset"
    >
      {lines.map((line) => (
        <tr key={`${line.bookingId}-${line.checkIn}`}>
          <td className={oneLine}>
            <Link to={bookingHref(line)} className="font-mono text-forest-800 underline underline-offset-4">
              {line.reference}
            </Link>
          </td>
          <td className={`${cell} font-medium`}>{line.customerName}</td>
          <td className={cell}>
            {line.typeName}
            {line.kind === 'retreat' ? <span className="text-muted"> (retreat)</span> : null}
            <span className="block text-muted">{unitsText(line)}</span>
          </td>
          <td className={oneLine}>{line.adults}</td>
          <td className={oneLine}>{formatShortDate(line.checkIn)}</td>
          <td className={oneLine}>{formatShortDate(line.checkOut)}</td>
          <td className={oneLine}>{line.nights}</td>
          <td className={cell}>
            <Badge kind="booking" status={line.status} />
          </td>
          <td className={oneLine}>{line.paid ? 'Paid' : 'Not paid'}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

const MOVEMENTS = {
  arrivals: { title: 'Arrivals', empty: 'No arrivals on this day.' },
  departures: { title: 'Departures', empty: 'No departures on this day.' },
} as const;

/** The day's arrivals or departures under a heading with their count, on the Rooms and Today screens. */
export function MovementList({
  kind,
  lines,
  id,
  headingClassName,
}: {
  kind: keyof typeof MOVEMENTS;
  lines: RoomBookingLine[];
  id: string;
  /** Where the heading sits in its card: the two screens' cards have their own padding. */
  headingClassName: string;
}) {
  const { title, empty } = MOVEMENTS[kind];
  return (
    <>
      <h3 id={id} className={`${headingClassName} text-lg font-semibold text-forest-900`}>
        {`${title} (${lines.length})`}
      </h3>
      <RoomBookingLines lines={lines} labelledBy={id} empty={empty} />
    </>
  );
}
