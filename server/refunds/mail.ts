import { cancellationPolicy } from '#app/content/cancellation-policy.ts';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import type { Database } from '../db/client.ts';
import type { MailAttachment, promoCodes, refunds } from '../db/schema.ts';
import { oneLine } from '../mail/messages/booking-facts.ts';
import { compose, type Estate, estateOf, type Message } from '../mail/messages/layout.ts';
import { buildOrLog, enqueueMail } from '../mail/outbox.ts';
import type { BookingRow } from '../mail/records.ts';

// The guest's mails about money coming back: a refund processed, a credit note issued. Queued in the
// transaction that records the fact, so the mail exists exactly when the fact does.

type Db = Pick<Database, 'insert' | 'select'>;
type RefundRow = typeof refunds.$inferSelect;
type CreditRow = typeof promoCodes.$inferSelect;
type MailBooking = Pick<BookingRow, 'id' | 'reference' | 'eventTitle' | 'customerName' | 'customerEmail'>;

function askUs(estate: Estate): string {
  return `If you have a question, write to ${estate.contactEmail} or call ${estate.contactPhone}.`;
}

/**
 * What went back for one refund: a refund of a booking paid in several payments goes back to each of
 * them (the guest's bank shows each), and the guest reads the total with each part's reference.
 */
export function refundProcessedMessage(
  estate: Estate,
  booking: MailBooking,
  refunds: Pick<RefundRow, 'amountPaise' | 'providerRefundId'>[],
): Message {
  const total = formatPaise(refunds.reduce((sum, refund) => sum + refund.amountPaise, 0));
  const several = refunds.length > 1;
  const references = several
    ? refunds.map((refund) => `${refund.providerRefundId ?? ''} (${formatPaise(refund.amountPaise)})`).join(', ')
    : (refunds[0]?.providerRefundId ?? '');
  return compose(estate, {
    subject: oneLine(`Your refund of ${total} is on its way: ${booking.eventTitle}`),
    greeting: `Dear ${booking.customerName},`,
    paragraphs: [
      `We have refunded ${total} for your booking ${booking.reference} (${booking.eventTitle}).`,
      ...(several
        ? [
            `You paid for it in ${refunds.length} payments, so it goes back as ${refunds.length} refunds, one to each payment: your bank shows them separately.`,
          ]
        : []),
      `It goes back to the card or account you paid with, within ${cancellationPolicy.refundWorkingDays} working days. If it has not arrived by then, your bank can trace it with the refund reference below.`,
    ],
    facts: [
      ['Booking reference', booking.reference],
      ['Amount refunded', total],
      [several ? 'Refund references' : 'Refund reference', references],
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
async function queue(db: Db, what: string, bookingId: string, make: () => Promise<Parameters<typeof enqueueMail>[1]>): Promise<void> {
  const mail = await buildOrLog(what, { bookingId }, make);
  if (mail) await enqueueMail(db, mail);
}

/** The guest's mail for a refund settled: every part of it that went back, the first part's id its key. */
export async function notifyRefundProcessed(
  db: Db,
  booking: MailBooking,
  refunds: RefundRow[],
  attachments: MailAttachment[] = [],
): Promise<void> {
  const [first] = refunds;
  if (!first) return;
  await queue(db, 'refund-processed', booking.id, async () => ({
    kind: 'refund-processed',
    attachments,
    to: booking.customerEmail,
    ...refundProcessedMessage(await estateOf(db), booking, refunds),
    dedupeKey: `refund-processed:${first.id}`,
    bookingId: booking.id,
  }));
}

export async function notifyCreditIssued(db: Db, booking: MailBooking, credit: CreditRow): Promise<void> {
  await queue(db, 'credit-issued', booking.id, async () => ({
    kind: 'credit-issued',
    to: booking.customerEmail,
    ...creditIssuedMessage(await estateOf(db), booking, credit),
    // By code: a credit voided and given again later gets a new code, and its own mail.
    dedupeKey: `credit-issued:${credit.code}`,
    bookingId: booking.id,
  }));
}
