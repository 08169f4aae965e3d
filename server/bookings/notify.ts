// Each function queues its messages with enqueueMail inside the caller's transaction (`db` may be a
// transaction), so a message exists exactly when the fact it reports does. Building a message never
// throws: a booking must never fail because of its e-mail, so a message that cannot be built is
// logged and left out (a confirmation whose calendar file fails goes without it).
import { formatPaise } from '#app/lib/money.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { documentAttachment, invoiceAttachment } from '../invoices/index.ts';
import { logger } from '../logger.ts';
import { bookingIcs, icsAttachment } from '../mail/ics.ts';
import {
  bookingCancelledMessage,
  bookingConfirmedMessage,
  bookingConfirmRequestMessage,
  bookingReceivedMessage,
  estateCancelledMessage,
  paymentReceivedMessage,
} from '../mail/messages/guest.ts';
import { type Estate, estateOf } from '../mail/messages/layout.ts';
import { bookingMovedMessage } from '../mail/messages/moved.ts';
import { staffBookingCancelledMessage, staffNewBookingMessage } from '../mail/messages/staff.ts';
import { queueMails, staffAddress } from '../mail/notices.ts';
import { buildOrLog, type OutgoingMail } from '../mail/outbox.ts';
import type { BookingRow } from '../mail/records.ts';
import { confirmLink } from './confirm-link.ts';
import { eventDuration } from './event-duration.ts';
import { manageLink } from './manage-link.ts';

type Db = Pick<Database, 'insert' | 'select'>;

/**
 * The manage link, or '' when it cannot be made: the mail still goes, with the contact details instead.
 * The key is read through the caller's transaction: the embedded database has one connection, which
 * that transaction holds.
 */
async function safeManageLink(db: Db, bookingId: string): Promise<string> {
  try {
    return await manageLink(bookingId, db);
  } catch (error) {
    logger.error({ err: error, bookingId }, 'no manage link for a booking mail');
    return '';
  }
}

/** The booking's calendar file for the guest's mail, or null when it cannot be built. */
async function calendarFile(
  db: Db,
  booking: BookingRow,
  estate: Estate,
  manageUrl: string,
  status: NonNullable<Parameters<typeof bookingIcs>[1]['status']> = 'CONFIRMED',
) {
  return bookingIcs(booking, {
    timeZone: config().TIME_ZONE,
    duration: await eventDuration(db, booking),
    siteName: estate.siteName,
    contactEmail: estate.contactEmail,
    publicUrl: estate.publicUrl,
    manageUrl,
    address: estate.address,
    status,
  });
}

async function confirmationMail(db: Db, booking: BookingRow): Promise<OutgoingMail> {
  const estate = await estateOf(db);
  const manageUrl = await safeManageLink(db, booking.id);
  const ics = await calendarFile(db, booking, estate, manageUrl);
  if (!ics) logger.warn({ bookingId: booking.id }, 'the calendar file could not be built; the confirmation goes without it');
  // A paid booking's invoice, issued in the same transaction (server/invoices); none for unpaid ones.
  const invoice = await invoiceAttachment(db, booking.id);
  return {
    kind: 'booking-confirmed',
    to: booking.customerEmail,
    ...bookingConfirmedMessage(estate, booking, manageUrl),
    attachments: [...(ics ? [icsAttachment(ics)] : []), ...(invoice ? [invoice] : [])],
    dedupeKey: `booking-confirmed:${booking.id}`,
    bookingId: booking.id,
  };
}

/** The guest's "received" (pending) or "confirmed" mail, and the staff notice of a booking now made. */
async function bookingMadeMails(db: Db, booking: BookingRow): Promise<(OutgoingMail | null)[]> {
  const ids = { bookingId: booking.id };
  const guest =
    booking.status === 'confirmed'
      ? await buildOrLog('booking-confirmed', ids, () => confirmationMail(db, booking))
      : booking.status === 'pending'
        ? await buildOrLog('booking-received', ids, async () => ({
            kind: 'booking-received',
            to: booking.customerEmail,
            ...bookingReceivedMessage(await estateOf(db), booking, await safeManageLink(db, booking.id)),
            dedupeKey: `booking-created:${booking.id}`,
            bookingId: booking.id,
          }))
        : null;
  const staff = await buildOrLog('staff-new-booking', ids, async () => ({
    kind: 'staff-new-booking',
    to: staffAddress(),
    ...staffNewBookingMessage(await estateOf(db), booking),
    dedupeKey: `staff-booking-created:${booking.id}`,
    bookingId: booking.id,
  }));
  return [guest, staff];
}

/**
 * A new booking (any kind): the guest's "received" (pending) or "confirmed" mail, and the staff notice.
 * A reservation waiting for its guest's link gets only the mail with that link: its address is nobody's
 * until the link is followed, and staff hear of it then (notifyGuestConfirmed).
 */
export async function notifyBookingCreated(db: Db, booking: BookingRow): Promise<void> {
  if (booking.holdUntil) {
    const request = await buildOrLog('booking-confirm-request', { bookingId: booking.id }, async () => ({
      kind: 'booking-confirm-request',
      to: booking.customerEmail,
      // The key is read through the caller's transaction, as for the manage link.
      ...bookingConfirmRequestMessage(await estateOf(db), booking, await confirmLink(booking.id, db), config().UNCONFIRMED_HOLD_MINUTES),
      dedupeKey: `booking-confirm-request:${booking.id}`,
      bookingId: booking.id,
    }));
    await queueMails(db, [request]);
    return;
  }
  await queueMails(db, await bookingMadeMails(db, booking));
}

/** The guest followed the mailed link: their confirmation (or "received", when staff confirm) and the staff notice. */
export async function notifyGuestConfirmed(db: Db, booking: BookingRow): Promise<void> {
  await queueMails(db, await bookingMadeMails(db, booking));
}

/** Staff or payment confirmed an existing booking: the guest's confirmation with the .ics. */
export async function notifyBookingConfirmed(db: Db, booking: BookingRow): Promise<void> {
  await queueMails(db, [await buildOrLog('booking-confirmed', { bookingId: booking.id }, () => confirmationMail(db, booking))]);
}

/**
 * The guest paid what was due on a booking already made: their receipt, with that payment's invoice. Once
 * per payment, whoever confirms it (the checkout's answer, the webhook, reconciliation).
 */
export async function notifyPaymentReceived(
  db: Db,
  booking: BookingRow,
  payment: { paymentOrderId: string; amountPaise: number; invoiceId: string },
): Promise<void> {
  const mail = await buildOrLog('payment-received', { bookingId: booking.id }, async () => {
    const invoice = await documentAttachment(db, payment.invoiceId);
    return {
      kind: 'payment-received',
      to: booking.customerEmail,
      ...paymentReceivedMessage(
        await estateOf(db),
        booking,
        { amount: formatPaise(payment.amountPaise), invoiced: invoice !== null },
        await safeManageLink(db, booking.id),
      ),
      attachments: invoice ? [invoice] : [],
      dedupeKey: `payment-received:${payment.paymentOrderId}`,
      bookingId: booking.id,
    };
  });
  await queueMails(db, [mail]);
}

/**
 * A booking was cancelled (by staff, or by the guest through the manage link): guest and staff mails. None
 * for a reservation whose link was never followed: its address is not known to be the guest's, and staff
 * were never told of it.
 */
export async function notifyBookingCancelled(db: Db, booking: BookingRow, by: 'guest' | 'staff'): Promise<void> {
  if (booking.holdUntil) return;
  const ids = { bookingId: booking.id };
  const guest = await buildOrLog('booking-cancelled', ids, async () => ({
    kind: 'booking-cancelled',
    to: booking.customerEmail,
    ...bookingCancelledMessage(await estateOf(db), booking, by),
    dedupeKey: `booking-cancelled:${booking.id}`,
    bookingId: booking.id,
  }));
  const staff = await buildOrLog('staff-booking-cancelled', ids, async () => ({
    kind: 'staff-booking-cancelled',
    to: staffAddress(),
    ...staffBookingCancelledMessage(await estateOf(db), booking, by),
    dedupeKey: `staff-booking-cancelled:${booking.id}`,
    bookingId: booking.id,
  }));
  await queueMails(db, [guest, staff]);
}

/**
 * The estate cancelled the event of this booking: the guest's one mail about it (staff did it, so no
 * staff notice). A reservation still waiting for its mailed link gets none: its address is unconfirmed.
 */
export async function notifyEstateCancelled(db: Db, booking: BookingRow): Promise<void> {
  if (booking.holdUntil) return;
  const guest = await buildOrLog('estate-cancelled', { bookingId: booking.id }, async () => ({
    kind: 'booking-cancelled',
    to: booking.customerEmail,
    ...estateCancelledMessage(await estateOf(db), booking, await safeManageLink(db, booking.id)),
    dedupeKey: `estate-cancelled:${booking.id}`,
    bookingId: booking.id,
  }));
  await queueMails(db, [guest]);
}

/**
 * Staff moved the booking: the guest's mail with a calendar file that replaces the old entry (same UID).
 * `moveId` tells one move from the next, so each is mailed once. None for a reservation whose link was
 * never followed, as for a cancellation.
 */
export async function notifyBookingMoved(
  db: Db,
  before: BookingRow,
  after: BookingRow,
  money: { duePaise: number; refundDuePaise: number },
  moveId: string,
): Promise<void> {
  if (after.holdUntil) return;
  const mail = await buildOrLog('booking-moved', { bookingId: after.id }, async () => {
    const estate = await estateOf(db);
    const manageUrl = await safeManageLink(db, after.id);
    const ics = await calendarFile(db, after, estate, manageUrl, after.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE');
    return {
      kind: 'booking-moved',
      to: after.customerEmail,
      ...bookingMovedMessage(estate, before, after, money, manageUrl),
      attachments: ics ? [icsAttachment(ics)] : [],
      dedupeKey: `booking-moved:${after.id}:${moveId}`,
      bookingId: after.id,
    };
  });
  await queueMails(db, [mail]);
}
