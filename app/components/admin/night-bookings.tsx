import { Link } from 'react-router';
import type { NightBookings } from '#app/lib/admin/rooms-view.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { buttonClass } from './buttons.ts';
import { RoomBookingLines } from './room-booking-lines.tsx';
import { UnitMoveForms } from './unit-move-form.tsx';

/** Who sleeps here on the night a grid cell opened. */
export function NightBookingsPanel({ bookings, closeHref }: { bookings: NightBookings; closeHref: string }) {
  const can = useStaffCan();
  return (
    <section
      id="night-bookings"
      aria-labelledby="night-bookings-title"
      className="mb-8 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5 sm:px-6">
        <h2 id="night-bookings-title" className="text-xl font-semibold text-forest-900">
          Bookings on the night of {formatDayMonthYear(bookings.night)} ({bookings.lines.length})
        </h2>
        <Link to={closeHref} className={buttonClass('secondary', 'sm')} preventScrollReset>
          Close
        </Link>
      </div>
      {bookings.heldByCheckouts > 0 ? (
        <p className="px-5 pt-2 text-sm text-muted sm:px-6">
          {bookings.heldByCheckouts} {bookings.heldByCheckouts === 1 ? 'room is' : 'rooms are'} held by guests paying right now.
        </p>
      ) : null}
      {/* The table scrolls in a region of its own, which needs a name other than the panel's. */}
      <h3 id="night-bookings-table" className="sr-only">
        Stays and retreats on the night of {formatDayMonthYear(bookings.night)}
      </h3>
      <RoomBookingLines lines={bookings.lines} labelledBy="night-bookings-table" empty="No stays or retreats on this night." />
      {can('room:update') ? <UnitMoveForms lines={bookings.lines} unitChoices={bookings.unitChoices} /> : null}
    </section>
  );
}
