import { CANCELLATION_MESSAGES, completeFigures, type PolicyFigures, policyMessages } from '#app/content/cancellation-policy.ts';
import { APPOINTMENT_CANCELLATION } from '#app/lib/appointment-messages.ts';
import { addDays, formatLongUsDate, todayIn } from '#app/lib/dates.ts';
import type { BookingKind, BookingStatus, CancellationOutcome } from '#app/lib/enums.ts';
import type { PaymentOrderDetails } from '../db/schema.ts';
import { slotStartsAt } from '../zoned-time.ts';

// What a guest receives for cancelling a booking now, by the policy's figures in force when it was made
// (the owner's, app/content/editable/policies.ts). Calendar events follow the workshop rule (first: 48 h
// gives full credit for 60 days, else nothing); the retreat and stays the retreat rule (first: 7 days
// gives half refunded or full credit for 90 days, else nothing), as the refund policy's section 4 says for stays;
// therapies and consultations their own (first: 24 h gives full credit for 60 days, else nothing).

export type { CancellationOutcome };
export type CancellationRefusal = keyof typeof CANCELLATION_MESSAGES.refused;

export interface CancellationQuote {
  cancellable: boolean;
  /** Why the booking cannot be cancelled; null when it can. */
  refusal: CancellationRefusal | null;
  outcome: CancellationOutcome;
  /** What the guest receives, in the words they are shown (or why they cannot cancel). */
  terms: string;
  startsAt: Date;
  /** The last day a credit given now may be used ('YYYY-MM-DD'); null when the outcome gives none. */
  creditValidUntil: string | null;
}

export interface PolicyBooking {
  kind: BookingKind;
  status: BookingStatus;
  eventDate: string;
  selectedSlot: string;
  /**
   * The figures published when it was made; null for a booking made before they were kept, and without
   * the groups added since for one made before those.
   */
  cancellationPolicy: Partial<PolicyFigures> | null;
}

/** The figures a booking is cancelled (and a therapy moved) by: those it was made under, each missing one the first. */
export function figuresOf(booking: Pick<PolicyBooking, 'cancellationPolicy'>): PolicyFigures {
  return completeFigures(booking.cancellationPolicy);
}

/**
 * The share of what is left of the payments a 'credit' outcome gives, by what was bought: the figure its
 * words name. The refund-or-credit rule's credit is always full.
 */
export function creditPercentOf(kind: BookingKind, figures: PolicyFigures): number {
  if (kind === 'appointment') return figures.appointment.creditPercent;
  if (kind === 'event') return figures.event.creditPercent;
  return 100;
}

const HOUR = 3_600_000;

/**
 * The instant the booking starts in the estate's zone: the event date at its slot; the retreat's first
 * day or the stay's check-in day at `checkInTime`, the stay page's as published ('12:00 PM'). A slot
 * that is not a time counts from midnight.
 */
export function bookingStartsAt(
  booking: Pick<PolicyBooking, 'kind' | 'eventDate' | 'selectedSlot'>,
  timeZone: string,
  checkInTime: string,
): Date {
  const slot = booking.kind === 'event' || booking.kind === 'appointment' ? booking.selectedSlot : checkInTime;
  return slotStartsAt(booking.eventDate, slot, timeZone);
}

/** What was bought, as far as the policy reads it: its kind, and when it starts. */
export type BoughtStart = Pick<PolicyBooking, 'kind' | 'eventDate' | 'selectedSlot'>;

/**
 * What a paid order bought, from the details stored when its checkout opened, which never change (a
 * paid order is final). Staff retyping the booking's date, slot or kind in its form does not move it.
 */
export function boughtStart(details: PaymentOrderDetails): BoughtStart {
  if (details.kind === 'retreat') return { kind: 'retreat', eventDate: details.startDate, selectedSlot: '' };
  if (details.kind === 'stay') return { kind: 'stay', eventDate: details.checkIn, selectedSlot: '' };
  if (details.kind === 'training') return { kind: 'training', eventDate: details.startDate, selectedSlot: '' };
  if (details.kind === 'appointment') return { kind: 'appointment', eventDate: details.eventDate, selectedSlot: details.slot };
  return { kind: 'event', eventDate: details.eventDate, selectedSlot: details.slot };
}

/**
 * What cancelling this booking at `now` gives the guest, or why it cannot be cancelled. Whether it can
 * be cancelled follows the booking as it stands; what it gives follows `bought` when it was paid for,
 * so that no edit of the booking turns a late cancellation into an early one.
 */
export function quoteCancellation(
  booking: PolicyBooking,
  now: Date,
  timeZone: string,
  checkInTime: string,
  bought: BoughtStart | null = null,
): CancellationQuote {
  const startsAt = bookingStartsAt(booking, timeZone, checkInTime);
  const refusal: CancellationRefusal | null =
    booking.status === 'cancelled' ? 'cancelled' : booking.status === 'completed' ? 'completed' : now >= startsAt ? 'started' : null;
  if (refusal)
    return {
      cancellable: false,
      refusal,
      outcome: 'none',
      terms: CANCELLATION_MESSAGES.refused[refusal],
      startsAt,
      creditValidUntil: null,
    };

  const measured = bought ?? booking;
  const notice = bookingStartsAt(measured, timeZone, checkInTime).getTime() - now.getTime();
  const today = todayIn(timeZone, now);
  const figures = figuresOf(booking);
  const messages = policyMessages(figures);
  // A therapy or consultation: the private-session rule, credit with the booking's notice, none later.
  if (measured.kind === 'appointment') {
    const terms = figures.appointment;
    const until = addDays(today, terms.creditValidDays);
    if (notice < terms.creditNoticeHours * HOUR)
      return {
        cancellable: true,
        refusal: null,
        outcome: 'none',
        terms: APPOINTMENT_CANCELLATION.none(terms),
        startsAt,
        creditValidUntil: null,
      };
    if (terms.creditPercent === 0)
      return {
        cancellable: true,
        refusal: null,
        outcome: 'none',
        terms: APPOINTMENT_CANCELLATION.noCredit,
        startsAt,
        creditValidUntil: null,
      };
    return {
      cancellable: true,
      refusal: null,
      outcome: 'credit',
      terms: APPOINTMENT_CANCELLATION.credit(formatLongUsDate(until), terms),
      startsAt,
      creditValidUntil: until,
    };
  }
  if (measured.kind === 'event') {
    const { noticeHours, creditValidDays } = figures.event;
    const until = addDays(today, creditValidDays);
    return notice >= noticeHours * HOUR
      ? {
          cancellable: true,
          refusal: null,
          outcome: 'credit',
          terms: messages.eventCredit(formatLongUsDate(until)),
          startsAt,
          creditValidUntil: until,
        }
      : { cancellable: true, refusal: null, outcome: 'none', terms: messages.eventNone, startsAt, creditValidUntil: null };
  }
  const { noticeDays, creditValidDays } = figures.retreat;
  const until = addDays(today, creditValidDays);
  return notice >= noticeDays * 24 * HOUR
    ? {
        cancellable: true,
        refusal: null,
        outcome: 'refund-or-credit',
        terms: messages.retreatRefundOrCredit(formatLongUsDate(until)),
        startsAt,
        creditValidUntil: until,
      }
    : { cancellable: true, refusal: null, outcome: 'none', terms: messages.retreatNone, startsAt, creditValidUntil: null };
}

/**
 * The first start date of a retreat or stay that, booked at `now` under `figures` (those published now),
 * could still be cancelled on the policy's full terms (a refund or credit); before it, cancelling gives nothing back.
 */
export function firstFullTermsDate(now: Date, timeZone: string, figures: PolicyFigures, checkInTime: string): string {
  const { noticeDays } = figures.retreat;
  let date = todayIn(timeZone, now);
  while (
    bookingStartsAt({ kind: 'retreat', eventDate: date, selectedSlot: '' }, timeZone, checkInTime).getTime() - now.getTime() <
    noticeDays * 24 * HOUR
  ) {
    date = addDays(date, 1);
  }
  return date;
}
