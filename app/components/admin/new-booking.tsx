import type { SubmissionResult } from '@conform-to/react';
import { Link } from 'react-router';
import type { BookingGuest } from '#app/lib/admin/booking-guest.ts';
import type { BookingPicks, PickerEventView } from '#app/lib/admin/booking-pickers.ts';
import type { RoomTypeView, StaffBookingPreview } from '#app/lib/admin/rooms-view.ts';
import type { DateRange } from '#app/lib/booking-window.ts';
import type { StaffRetreatChoice } from '#app/lib/retreat-view.ts';
import { BookingPickers, EventBookingForm } from './booking-pickers.tsx';
import { buttonClass } from './buttons.ts';
import { StaffBookingForm } from './staff-booking-form.tsx';

export interface NewBookingView {
  picks: BookingPicks;
  events: PickerEventView[] | null;
  event: PickerEventView | null;
  types: RoomTypeView[] | null;
  retreats: StaffRetreatChoice[];
  limits: { stay: { checkIn: DateRange; checkOut: DateRange }; retreat: DateRange } | null;
  /** Made from an enquiry: its guest fills the form at first. */
  guest: BookingGuest | null;
}

/**
 * 'Create New Booking' with pickers instead of ids: the kind first; an event's seat
 * by day, event and slot; a stay or the retreat by the Rooms screen's own form, priced as the guest's.
 */
export function NewBooking({
  data,
  keep,
  lastResult,
  preview = null,
  cancelHref,
}: {
  data: NewBookingView;
  keep: [string, string][];
  lastResult: SubmissionResult | null | undefined;
  /** The server's availability and price for a stay or the retreat, before it is created. */
  preview?: StaffBookingPreview | null;
  cancelHref: string;
}) {
  const { picks, events, event, types, retreats, limits, guest } = data;
  const stayOrRetreat = picks.kind === 'stay' || picks.kind === 'retreat' ? picks.kind : null;
  return (
    <>
      <section aria-labelledby="booking-form-title" className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
        <h2 id="booking-form-title" className="mb-4 text-2xl font-semibold text-forest-900">
          Create New Booking
        </h2>
        <BookingPickers picks={picks} events={events} keep={keep} />
        {event && picks.date ? (
          <EventBookingForm key={event.id} event={event} date={picks.date} lastResult={lastResult} cancelHref={cancelHref} guest={guest} />
        ) : stayOrRetreat ? null : (
          // Until an event is chosen the form has no Save yet, but SPEC's Cancel is always there.
          <Link to={cancelHref} className={`${buttonClass('secondary')} mt-4`} preventScrollReset>
            Cancel
          </Link>
        )}
      </section>
      {stayOrRetreat && types && limits ? (
        <StaffBookingForm
          key={stayOrRetreat}
          types={types}
          retreats={retreats}
          limits={limits}
          lastResult={lastResult}
          only={stayOrRetreat}
          cancelHref={cancelHref}
          title={stayOrRetreat === 'stay' ? 'The stay' : 'The retreat'}
          preview={preview}
          guest={guest}
        />
      ) : null}
    </>
  );
}
