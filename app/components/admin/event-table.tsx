import { Link } from 'react-router';
import type { EventListTab } from '#app/lib/admin/catalog-filters.ts';
import { EVENT_MESSAGES } from '#app/lib/admin/messages.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PAYMENT_MODE_LABELS } from '#app/lib/schemas/admin/event.ts';
import { buttonClass } from './buttons.ts';
import { EventCancelDialog } from './event-cancel-dialog.tsx';
import { RecordList, RowActions } from './record-list.tsx';
import { SeriesScopeChoice } from './series-scope.tsx';

export interface EventListItem {
  id: string;
  title: string;
  eventDate: string;
  timeSlots: string[];
  price: string;
  tag: string;
  slotCapacity: number;
  paymentMode: keyof typeof PAYMENT_MODE_LABELS;
  pricePaise: number | null;
  seriesId: string | null;
  /** Seats taken per slot, counted as the public calendar counts them; null when none is. */
  taken: Record<string, number> | null;
  /** Set when the estate cancelled this date (a Date on the server, its ISO text in the browser). */
  cancelledAt?: Date | string | null;
}

/** Guests holding a seat in the event: with any, it is cancelled (guests told, money back), never deleted. */
function seatsHeld(event: EventListItem): number {
  return Object.values(event.taken ?? {}).reduce((sum, seats) => sum + seats, 0);
}

/** Under the price of a class paid online: 'Online, ₹650', what its checkout charges; nothing for one paid at the estate. */
export function onlinePaymentText(event: Pick<EventListItem, 'paymentMode' | 'pricePaise'>): string | null {
  if (event.paymentMode !== 'online') return null;
  return event.pricePaise === null ? PAYMENT_MODE_LABELS.online : `${PAYMENT_MODE_LABELS.online}, ${formatRupees(event.pricePaise / 100)}`;
}

const cell = 'px-4 py-3 align-top';

function emptyText(tab: EventListTab, narrowed: boolean): string {
  if (narrowed) return 'No events match these filters.';
  return tab === 'past' ? 'No past events.' : 'No upcoming events. Create one to get started!';
}

/** Each slot with its seats booked of its capacity: '7:30 AM 3 / 20'; a full slot reads in the warning colour. */
function SlotSeats({ event }: { event: EventListItem }) {
  return (
    <ul className="space-y-0.5">
      {event.timeSlots.map((slot) => {
        const booked = event.taken?.[slot] ?? 0;
        const full = booked >= event.slotCapacity;
        return (
          <li key={slot} className="flex justify-between gap-3 whitespace-nowrap">
            <span>{slot}</span>{' '}
            <span className={full ? 'font-semibold text-clay-700' : 'text-muted'}>
              {booked} / {event.slotCapacity}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Edit, and Delete; for an event guests have booked, Cancel this event in place of Delete. */
function EventActions({ event }: { event: EventListItem }) {
  const staffCan = useStaffCan();
  const name = `${event.title}, ${formatShortDate(event.eventDate)}`;
  const guests = seatsHeld(event);
  if (guests > 0 && !event.cancelledAt) {
    return (
      <div className="flex flex-wrap gap-2">
        <Link to={`?edit=${event.id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${name}`}>
          Edit
        </Link>
        {staffCan('event:cancel') ? <EventCancelDialog id={event.id} name={name} guests={guests} series={Boolean(event.seriesId)} /> : null}
      </div>
    );
  }
  return (
    <RowActions
      id={event.id}
      name={name}
      question={EVENT_MESSAGES.confirmDelete}
      choice={event.seriesId ? (formId) => <SeriesScopeChoice legend="Delete" form={formId} className="mt-4" /> : undefined}
    />
  );
}

/**
 * 'Events (count)' in the order of the calendar: the date, the slots with seats booked of their capacity,
 * and the usual columns. On a phone the table scrolls sideways inside its own region.
 */
export function EventTable({
  events,
  total,
  tab,
  narrowed,
}: {
  events: EventListItem[];
  total: number;
  tab: EventListTab;
  narrowed: boolean;
}) {
  return (
    <RecordList
      titleId="events-table-title"
      title={`Events (${total})`}
      empty={events.length === 0 ? emptyText(tab, narrowed) : null}
      columns={['Date', 'Title', 'Time slots · booked / capacity', 'Price', 'Tag', 'Actions']}
      minWidth="min-w-[56rem]"
    >
      {events.map((event) => (
        <tr key={event.id}>
          <td className={`${cell} whitespace-nowrap`}>{formatShortDate(event.eventDate)}</td>
          <td className={`${cell} max-w-xs break-words`}>
            <span className="font-semibold text-forest-900">{event.title}</span>
            {event.seriesId ? <span className="block text-xs font-semibold text-muted">Repeats</span> : null}
            {event.cancelledAt ? <span className="block text-xs font-semibold text-clay-700">Cancelled</span> : null}
          </td>
          <td className={`${cell} w-52`}>
            <SlotSeats event={event} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            {event.price}
            {/* The columns stay as they are: the Payment setting shows under the price, for online classes only. */}
            {onlinePaymentText(event) ? (
              <span className="block text-xs font-semibold text-forest-800">{onlinePaymentText(event)}</span>
            ) : null}
          </td>
          <td className={cell}>{event.tag}</td>
          <td className={cell}>
            <EventActions event={event} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
