import { aPercent, cancellationPolicy, firstPolicyFigures } from '#app/content/cancellation-policy.ts';
import { formatOrdinalDate } from '#app/lib/dates.ts';
import type { BookingCancellation } from '../../db/schema.ts';
import { dateRange } from '../booking-times.ts';
import type { BookingRow } from '../records.ts';
import type { Fact } from './layout.ts';

export type FactsBooking = Pick<BookingRow, 'id' | 'reference' | 'kind' | 'eventTitle' | 'eventDate' | 'selectedSlot' | 'price'>;

/** A class or an appointment: a day and a start time, never a range of days. */
const timed = (booking: Pick<FactsBooking, 'kind'>) => booking.kind === 'event' || booking.kind === 'appointment';

/** 'on 22nd November 2026 at 7:30 AM', 'from 10th January 2027 to 12th January 2027'. */
export function whenText(booking: FactsBooking): string {
  const range = timed(booking) ? null : dateRange(booking.selectedSlot);
  if (range) return `from ${formatOrdinalDate(range.from)} to ${formatOrdinalDate(range.to)}`;
  const day = `on ${formatOrdinalDate(booking.eventDate)}`;
  return timed(booking) && booking.selectedSlot ? `${day} at ${booking.selectedSlot}` : day;
}

export function bookingFacts(booking: FactsBooking): Fact[] {
  const facts: Fact[] = [['What', booking.eventTitle]];
  const range = timed(booking) ? null : dateRange(booking.selectedSlot);
  if (range && booking.kind === 'stay') {
    facts.push(['Check-in', formatOrdinalDate(range.from)], ['Check-out', formatOrdinalDate(range.to)]);
  } else if (range) {
    facts.push(['Dates', `${formatOrdinalDate(range.from)} to ${formatOrdinalDate(range.to)}`]);
  } else {
    facts.push(['Date', formatOrdinalDate(booking.eventDate)]);
    if (booking.selectedSlot) facts.push(['Time', booking.selectedSlot]);
  }
  facts.push(['Price', booking.price], ['Booking reference', booking.reference]);
  return facts;
}

// For a cancellation kept without its words (before they were kept): made then, it was under the first figures.
const { event, retreat } = firstPolicyFigures;
const OUTCOMES: Record<BookingCancellation['outcome'], string> = {
  credit: `You receive ${event.creditPercent}% credit, valid for ${event.creditValidDays} days.`,
  'refund-or-credit': `You may choose ${aPercent(retreat.refundPercent)} refund or full credit valid for ${retreat.creditValidDays} days. Refunds take ${cancellationPolicy.refundWorkingDays} working days.`,
  none: 'Under our cancellation policy this booking is not refundable.',
};

/** What a guest's cancellation gives them, in the words they were shown when they cancelled. */
export function cancellationOutcome(cancellation: BookingCancellation | null): string | null {
  if (!cancellation) return null;
  return cancellation.terms.trim() || OUTCOMES[cancellation.outcome] || null;
}

/** Header lines must stay one line whatever a guest typed. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}
