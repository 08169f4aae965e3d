import { UploadedImage } from '#app/components/ui/uploaded-image.tsx';
import { eventCard } from '#app/content/calendar.ts';
import { eventPlaceholders } from '#app/content/images.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { type Category, dateTimeText } from '#app/lib/events.ts';
import { Picture } from '../ui/picture.tsx';
import { BOOKING_DIALOG_ID } from './booking-dialog.contract.ts';
import { eventCardId, eventCardMarkup as card } from './event-card.contract.ts';

export interface EventCardData {
  id: string;
  title: string;
  description: string;
  tag: string;
  category: Category;
  price: string;
  duration: string;
  eventDate: string;
  imageUrl: string | null;
  expandedDescription: string | null;
  slots: { time: string; seatsLeft: number; started: boolean }[];
  /** Set for a class paid online when it is booked; null when it is paid at the estate. */
  onlinePricePaise?: number | null;
  /** The estate cancelled this date: shown as cancelled, with its reason, and not bookable. */
  cancelled?: { reason: string } | null;
  /** The instructor staff picked for it (or its class's); null when none is. */
  instructor?: string | null;
}

function slotText(slot: EventCardData['slots'][number]): string {
  if (slot.started) return eventCard.started;
  return slot.seatsLeft === 0 ? 'Full' : `${slot.seatsLeft} left`;
}

/**
 * One experience on the calendar: collapsed or expanded, its slots with seats left, and the way to
 * book it. Markup only: event-card.enhance.ts opens it, picks a slot and opens the booking dialog
 * with what the data attributes say.
 */
export function EventCard({ event, bookable: open_ }: { event: EventCardData; bookable: boolean }) {
  const bookable = open_ && !event.cancelled;
  const id = eventCardId(event.id);
  const detailsId = `${id}-details`;
  const open = (slot: EventCardData['slots'][number]) => bookable && !slot.started && slot.seatsLeft > 0;
  const available = event.slots.some(open);
  // event-card.enhance.ts (updateBookButton) words the button the same way from the slots' markup.
  const unavailable = event.slots.some((slot) => slot.started) ? eventCard.closed : eventCard.fullyBooked;

  return (
    <article
      id={id}
      {...card.card.props()}
      {...card.title.props(event.title)}
      {...card.date.props(formatLongUsDate(event.eventDate))}
      {...card.day.props(event.eventDate)}
      {...card.price.props(event.price)}
      {...(event.onlinePricePaise ? card.onlinePrice.props(event.onlinePricePaise) : {})}
      className="group/card scroll-mt-24 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
      aria-labelledby={`${id}-title`}
    >
      <div className="grid gap-0 sm:grid-cols-[13rem_1fr]">
        {event.imageUrl ? (
          <UploadedImage
            url={event.imageUrl}
            sizes="(min-width: 640px) 13rem, 100vw"
            width={400}
            height={300}
            lazy
            className="aspect-[16/9] h-full w-full object-cover sm:aspect-[4/3]"
          />
        ) : (
          <Picture
            name={eventPlaceholders[event.category]}
            alt=""
            sizes="(min-width: 640px) 13rem, 100vw"
            className="aspect-[16/9] h-full w-full object-cover sm:aspect-[4/3]"
          />
        )}
        <div className="p-5">
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.12em]">
            <span className="rounded-full bg-forest-100 px-2.5 py-1 text-forest-900">{event.tag}</span>
            <span className="rounded-full bg-clay-600 px-2.5 py-1 text-white">{event.category}</span>
            <span className="rounded-full bg-sand-100 px-2.5 py-1 text-forest-900">IN-PERSON</span>
            {event.onlinePricePaise ? (
              <span className="rounded-full bg-forest-800 px-2.5 py-1 text-white">{eventCard.paidOnline}</span>
            ) : null}
          </div>
          <h3 id={`${id}-title`} className="mt-3 text-2xl font-semibold text-forest-900">
            {event.title}
          </h3>
          {event.cancelled ? (
            <p className="mt-2 rounded-lg bg-sand-100 px-3 py-2 text-sm text-clay-700 ring-1 ring-clay-600">
              <strong className="font-semibold">{eventCard.cancelled}</strong>
              {event.cancelled.reason ? ` ${event.cancelled.reason}` : ''}
            </p>
          ) : null}
          {event.instructor ? (
            <p className="text-sm font-semibold text-forest-900">
              {eventCard.with} {event.instructor}
            </p>
          ) : null}
          <p className="text-sm text-muted">{event.description}</p>
          <p className="sr-only">
            {dateTimeText({ price: event.price, duration: event.duration, timeSlots: event.slots.map((slot) => slot.time) })}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Price and duration">
            <li className="rounded-full bg-sand-100 px-3 py-1 font-semibold text-forest-900">{event.price}</li>
            <li className="rounded-full bg-sand-100 px-3 py-1 text-forest-900">{event.duration}</li>
          </ul>
          {event.expandedDescription ? (
            <p id={detailsId} hidden className="mt-3 leading-relaxed text-ink">
              {event.expandedDescription}
            </p>
          ) : null}
          <fieldset className="mt-4">
            <legend className="text-xs font-semibold tracking-[0.12em] text-muted">PICK A SLOT</legend>
            {/* Expanded, the card lists its slots one under another. */}
            <div {...card.slots.props()} className="mt-2 flex flex-wrap gap-2 group-data-[expanded=true]/card:flex-col">
              {event.slots.map((slot) => (
                <button
                  key={slot.time}
                  type="button"
                  {...card.slot.props(slot.time)}
                  {...card.started.props(slot.started)}
                  disabled={!open(slot)}
                  aria-pressed="false"
                  className="group/slot flex items-center justify-between gap-3 rounded-lg border border-sand-300 px-3 py-2 text-sm text-forest-900 transition-colors hover:border-forest-700 disabled:cursor-not-allowed disabled:border-sand-200 disabled:bg-sand-100 disabled:text-muted motion-reduce:transition-none aria-pressed:border-forest-800 aria-pressed:bg-forest-800 aria-pressed:text-white"
                >
                  <span className="font-semibold">{slot.time}</span>
                  <span className="text-xs text-muted group-aria-pressed/slot:text-sand-100">
                    {event.cancelled ? eventCard.cancelledSlot : slotText(slot)}
                  </span>
                </button>
              ))}
            </div>
          </fieldset>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {bookable ? (
              <button
                type="button"
                {...card.book.props(BOOKING_DIALOG_ID)}
                disabled={!available}
                className="min-h-11 rounded-full bg-clay-600 px-5 py-2.5 text-sm font-semibold tracking-[0.12em] text-white hover:bg-clay-700 disabled:bg-sand-300 disabled:text-forest-900"
              >
                {available ? eventCard.book : unavailable}
              </button>
            ) : null}
            <button
              type="button"
              {...card.toggle.props()}
              aria-expanded="false"
              aria-controls={event.expandedDescription ? detailsId : undefined}
              className="min-h-11 rounded-full px-4 py-2.5 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-sand-300 hover:bg-sand-100"
            >
              {eventCard.showMore}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
