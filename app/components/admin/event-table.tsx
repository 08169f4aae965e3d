import { Fragment } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx';
import { eventMessages } from '#app/lib/admin/messages.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PAYMENT_MODE_LABELS } from '#app/lib/schemas/admin/event.ts';
import { ScrollTable } from './scroll-table.tsx';

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
}

/** Under the price of a class paid online: 'Online, ₹650', what its checkout charges; nothing for one paid at the estate. */
export function onlinePaymentText(event: Pick<EventListItem, 'paymentMode' | 'pricePaise'>): string | null {
  if (event.paymentMode !== 'online') return null;
  return event.pricePaise === null ? PAYMENT_MODE_LABELS.online : `${PAYMENT_MODE_LABELS.online}, ${formatRupees(event.pricePaise / 100)}`;
}

const cell = 'px-4 py-3 align-top';

/** 'Events (count)' with SPEC §2's columns; on a phone the table scrolls sideways inside its own region. */
export function EventTable({ events, total }: { events: EventListItem[]; total: number }) {
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <h2 id="events-table-title" className="px-5 pt-5 text-xl font-semibold text-forest-900 sm:px-6">
        Events ({total})
      </h2>
      {events.length === 0 ? (
        <p className="px-5 py-6 text-muted sm:px-6">No events yet. Create one to get started!</p>
      ) : (
        <ScrollTable
          columns={['Title', 'Date', 'Time Slots', 'Price', 'Tag', 'Seats per slot', 'Actions']}
          minWidth="min-w-[56rem]"
          labelledBy="events-table-title"
          frame="inset"
        >
          {events.map((event) => (
            <tr key={event.id}>
              <td className={`${cell} max-w-xs font-semibold break-words text-forest-900`}>{event.title}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatShortDate(event.eventDate)}</td>
              <td className={`${cell} max-w-[14rem]`}>
                {event.timeSlots.map((slot, index) => (
                  <Fragment key={slot}>
                    {index > 0 ? ', ' : null}
                    <span className="whitespace-nowrap">{slot}</span>
                  </Fragment>
                ))}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {event.price}
                {/* SPEC §2's columns stay as they are: the Payment setting shows under the price, for online classes only. */}
                {onlinePaymentText(event) ? (
                  <span className="block text-xs font-semibold text-forest-800">{onlinePaymentText(event)}</span>
                ) : null}
              </td>
              <td className={cell}>{event.tag}</td>
              <td className={cell}>{event.slotCapacity}</td>
              <td className={cell}>
                <div className="flex gap-2">
                  <Link to={`?edit=${event.id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${event.title}`}>
                    Edit
                  </Link>
                  <ConfirmDelete id={event.id} question={eventMessages.confirmDelete} label={`Delete ${event.title}`} />
                </div>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
