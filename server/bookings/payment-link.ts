import { and, eq } from 'drizzle-orm';
import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { formatPaise, priceTextPaise } from '#app/lib/money.ts';
import { BALANCE_MESSAGES, PAY_SECTION_ID } from '#app/lib/payment-messages.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings, paymentOrders } from '../db/schema.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { paymentLinkMessage } from '../mail/messages/payment-link.ts';
import { queueMails } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import { Refusal } from '../refusal.ts';
import { manageLink } from './manage-link.ts';

// Staff send a guest the way to pay what is due online (a phone booking, a balance): the booking's own
// page, at its pay section, by mail and as a link to copy into WhatsApp. A booking nothing was paid on
// yet owes its price, which becomes its due here so the page offers it; the guest then pays through the
// one balance path (balance.ts), priced by the server, once however many links were sent.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** The booking page's pay section: where a payment link and every balance notice lead. */
export async function payLink(bookingId: string, db: Database): Promise<string> {
  return `${await manageLink(bookingId, db)}#${PAY_SECTION_ID}`;
}

export interface SentPaymentLink {
  url: string;
  amount: string;
  /** Where it was mailed; null for a guest without an e-mail address. */
  mailedTo: string | null;
}

export async function sendPaymentLink(
  db: Database,
  actor: Actor,
  bookingId: string,
  now: Date = new Date(),
): Promise<SentPaymentLink | null> {
  return db.transaction(async (tx) => {
    // The lock desk payments and online balances take: the due read here is the due the page will offer.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) return null;
    if (booking.status === 'cancelled') throw new Refusal(BALANCE_MESSAGES.cancelled, 409);
    if (booking.status !== 'confirmed' || booking.paidWithoutRoom) throw new Refusal(BALANCE_MESSAGES.notConfirmed, 409);
    const [paid] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.state, 'paid')))
      .limit(1);
    let duePaise = booking.duePaise;
    if (!paid && !booking.paymentId && duePaise === 0) {
      const price = priceTextPaise(booking.price);
      if (!price || price <= 0) throw new Refusal(OFFLINE_PAYMENT_MESSAGES.unpriced, 409);
      duePaise = price;
      await tx.update(bookings).set({ duePaise, updatedAt: now }).where(eq(bookings.id, booking.id));
    }
    if (duePaise <= 0) throw new Refusal(BALANCE_MESSAGES.nothingDue, 409);
    const amount = formatPaise(duePaise);
    const url = await payLink(booking.id, tx);
    await recordFieldChanges(tx, {
      actor,
      entity: 'booking',
      entityId: booking.id,
      changes: {
        paymentLink: [null, `Sent for ${amount}${booking.customerEmail ? ` to ${booking.customerEmail}` : ''}`],
        ...(duePaise !== booking.duePaise ? { duePaise: [booking.duePaise, duePaise] } : {}),
      },
    });
    if (booking.customerEmail) {
      const estate = await estateOf(tx);
      const mail = await buildOrLog('payment-link', { bookingId: booking.id }, () => ({
        kind: 'payment-link',
        to: booking.customerEmail,
        ...paymentLinkMessage(estate, booking, amount, url),
        // Each send is its own mail: staff send again when the guest lost the first.
        dedupeKey: `payment-link:${booking.id}:${now.getTime()}`,
        bookingId: booking.id,
      }));
      await queueMails(tx, [mail]);
    }
    return { url, amount, mailedTo: booking.customerEmail };
  });
}
