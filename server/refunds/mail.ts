import { cancellationPolicy } from '#app/content/cancellation-policy.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import type { Database } from '../db/client.ts';
import type { MailAttachment, promoCodes, refunds } from '../db/schema.ts';
import { oneLine } from '../mail/messages/booking-facts.ts';
import { compose, type Estate, estateFromConfig, type Message } from '../mail/messages/layout.ts';
import { buildOrLog, enqueueMail } from '../mail/outbox.ts';
import type { BookingRow } from '../mail/records.ts';

// The guest's mails about money coming back: a refund processed, a credit note issued. Queued in the
// transaction that records the fact, so the mail exists exactly when the fact does.

type Db = Pick<Database, 'insert'>;
type RefundRow = typeof refunds.$inferSelect;
type CreditRow = typeof promoCodes.$inferSelect;
type MailBooking = Pick<BookingRow, 'id' | 'reference' | 'eventTitle' | 'customerName' | 'customerEmail'>;

function askUs(estate: Estate): string {
  return `If you have a question, write to ${estate.contactEmail} or call ${estate.contactPhone}.`;
}

export function refundProcessedMessage(
  estate: Estate,
  booking: MailBooking,
  refund: Pick<RefundRow, 'amountPaise' | 'providerRefundId'>,
): Message {
  const reference = refund.providerRefundId ?? '';
  return compose(estate, {
    subject: oneLine(`Your refund of ${formatPaise(refund.amountPaise)} is on its way: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `We have refunded ${formatPaise(refund.amountPaise)} for your booking ${booking.reference} (${booking.eventTitle}).`,
      `It goes back to the card or account you paid with, within ${cancellationPolicy.refundWorkingDays} working days. If it has not arrived by then, your bank can trace it with the refund reference below.`,
    ],
    facts: [
      ['Booking reference', booking.reference],
      ['Amount refunded', formatPaise(refund.amountPaise)],
      ['Refund reference', reference],
    ],
    closing: [askUs(estate)],
  });
}

export function creditIssuedMessage(
  estate: Estate,
  booking: MailBooking,
  credit: Pick<CreditRow, 'code' | 'amountPaise' | 'validUntil'>,
): Message {
  const until = credit.validUntil ? formatLongUsDate(credit.validUntil) : '';
  return compose(estate, {
    subject: oneLine(`Your credit of ${formatPaise(credit.amountPaise ?? 0)} with ${estate.siteName}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `For your cancelled booking ${booking.reference} (${booking.eventTitle}) you have a credit of ${formatPaise(credit.amountPaise ?? 0)}.`,
      `Enter the code below as a promo code when you book a stay, the retreat or a class${until ? `, until ${until}` : ''}, with this e-mail address: the credit is yours, and no other address can spend it. What you do not spend at once stays on the code.`,
    ],
    facts: [
      ['Credit code', credit.code],
      ['Amount', formatPaise(credit.amountPaise ?? 0)],
      ...(until ? ([['Valid until', until]] as const) : []),
    ],
    closing: [askUs(estate)],
  });
}

/** Never lets a mail that cannot be built undo the refund or the credit: it is logged and left out. */
async function queue(db: Db, what: string, bookingId: string, make: () => Parameters<typeof enqueueMail>[1]): Promise<void> {
  const mail = await buildOrLog(what, { bookingId }, make);
  if (mail) await enqueueMail(db, mail);
}

export async function notifyRefundProcessed(
  db: Db,
  booking: MailBooking,
  refund: RefundRow,
  attachments: MailAttachment[] = [],
): Promise<void> {
  await queue(db, 'refund-processed', booking.id, () => ({
    kind: 'refund-processed',
    attachments,
    to: booking.customerEmail,
    ...refundProcessedMessage(estateFromConfig(), booking, refund),
    dedupeKey: `refund-processed:${refund.id}`,
    bookingId: booking.id,
  }));
}

export async function notifyCreditIssued(db: Db, booking: MailBooking, credit: CreditRow): Promise<void> {
  await queue(db, 'credit-issued', booking.id, () => ({
    kind: 'credit-issued',
    to: booking.customerEmail,
    ...creditIssuedMessage(estateFromConfig(), booking, credit),
    // By code: a credit voided and given again later gets a new code, and its own mail.
    dedupeKey: `credit-issued:${credit.code}`,
    bookingId: booking.id,
  }));
}
