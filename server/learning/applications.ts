import { and, asc, eq } from 'drizzle-orm';
import { formatPaise, priceText } from '#app/lib/money.ts';
import { PAY_SECTION_ID } from '#app/lib/payment-messages.ts';
import { type ApplicationView, TRAINING_MESSAGES } from '#app/lib/training.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import type { AuditActor } from '../audit/index.ts';
import { manageLink } from '../bookings/manage-link.ts';
import type { Database } from '../db/client.ts';
import { bookings, type TrainingBookingDetails } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { applicationAcceptedMessage, applicationDeclinedMessage } from '../mail/messages/training.ts';
import { queueMails } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import type { PaymentProvider } from '../provider/types.ts';
import { bookingMoney } from '../refunds/booking-money.ts';
import { type RefundRow } from '../refunds/settle.ts';
import { recordRefund, sendRefund } from '../refunds/start.ts';
import { Refusal } from '../refusal.ts';

// The owner decides on each paid application to a training batch. Accepted, the booking is confirmed and
// the balance of its deposit terms becomes due by the terms' date (the guest pays it from the booking's
// page). Declined, the booking is cancelled, which frees its seat, and all that was paid goes back through
// the refunds engine under one cause, so a second click or a second owner can never refund twice.

type BookingRow = typeof bookings.$inferSelect;

/** The applications waiting for the owner, oldest first: paid, pending, with a seat. */
export async function listApplications(db: Database): Promise<ApplicationView[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.kind, 'training'), eq(bookings.status, 'pending'), eq(bookings.paidWithoutRoom, false)))
    .orderBy(asc(bookings.createdAt));
  return rows.map((row) => {
    const details = trainingDetails(row);
    return {
      id: row.id,
      reference: row.reference,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
      batch: `${row.eventTitle}, ${row.selectedSlot}`,
      // What the application was paid with: its deposit, or the whole fee.
      paid: details?.terms ? priceText(details.terms.depositPaise) : row.price,
      answers: details?.answers ?? [],
    };
  });
}

function trainingDetails(row: BookingRow): TrainingBookingDetails | null {
  return row.details?.kind === 'training' ? row.details : null;
}

/** The application's row, locked, when it is one still waiting for a decision. */
async function lockApplication(tx: Database, bookingId: string): Promise<BookingRow & { details: TrainingBookingDetails }> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  const details = row ? trainingDetails(row) : null;
  if (!row || !details || row.status !== 'pending' || row.paidWithoutRoom) throw new Refusal(TRAINING_MESSAGES.notApplication, 409);
  return { ...row, details };
}

/**
 * Accept: confirmed, its deposit terms become the booking's own and their balance falls due by their date
 * (nothing is due when the fee was paid in full). The guest's mail says what is due and links to pay it.
 */
export async function acceptApplication(db: Database, actor: AuditActor, bookingId: string, now = new Date()): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const before = await lockApplication(tx, bookingId);
    const terms = before.details.payment === 'deposit' ? before.details.terms : null;
    const [after] = await tx
      .update(bookings)
      .set({
        status: 'confirmed',
        depositTerms: terms,
        duePaise: terms ? terms.balancePaise : 0,
        balanceDueOn: terms ? terms.balanceDueOn : null,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (!after) throw new Error('the accepted application was not stored');
    await recordFieldChanges(tx, {
      actor,
      entity: 'booking',
      entityId: bookingId,
      changes: {
        status: [before.status, after.status],
        ...(terms ? { duePaise: [before.duePaise, after.duePaise], balanceDueOn: [before.balanceDueOn, after.balanceDueOn] } : {}),
      },
    });
    const mail = await buildOrLog('application-accepted', { bookingId }, async () => ({
      kind: 'application-accepted',
      to: after.customerEmail,
      ...applicationAcceptedMessage(await estateOf(tx), after, `${await manageLink(bookingId, tx)}#${PAY_SECTION_ID}`),
      dedupeKey: `application-accepted:${bookingId}`,
      bookingId,
    }));
    await queueMails(tx, [mail]);
    return after;
  });
}

/**
 * Decline: cancelled (its seat is free at once), and everything paid online refunded in full under the
 * cause `training-decline:<booking>`; the provider is asked after the commit, as every refund is.
 */
export async function declineApplication(
  db: Database,
  provider: PaymentProvider,
  actor: AuditActor,
  bookingId: string,
  now = new Date(),
): Promise<{ booking: BookingRow; refunds: RefundRow[] }> {
  const decided = await db.transaction(async (tx) => {
    const before = await lockApplication(tx, bookingId);
    const [after] = await tx.update(bookings).set({ status: 'cancelled', updatedAt: now }).where(eq(bookings.id, bookingId)).returning();
    if (!after) throw new Error('the declined application was not stored');
    await recordFieldChanges(tx, { actor, entity: 'booking', entityId: bookingId, changes: { status: [before.status, after.status] } });
    const { leftPaise } = await bookingMoney(tx, bookingId, { lock: true });
    const { refunds } =
      leftPaise > 0
        ? await recordRefund(tx, {
            bookingId,
            amountPaise: leftPaise,
            reason: `Application declined: ${formatPaise(leftPaise)} refunded in full`,
            cause: `training-decline:${bookingId}`,
            actor,
          })
        : { refunds: [] };
    const mail = await buildOrLog('application-declined', { bookingId }, async () => ({
      kind: 'application-declined',
      to: after.customerEmail,
      ...applicationDeclinedMessage(await estateOf(tx), after),
      dedupeKey: `application-declined:${bookingId}`,
      bookingId,
    }));
    await queueMails(tx, [mail]);
    return { booking: after, refunds };
  });
  // A seat is free again on /learning.
  clearPageCache();
  const sent: RefundRow[] = [];
  for (const refund of decided.refunds) sent.push((await sendRefund(db, provider, refund.id, now)) ?? refund);
  return { booking: decided.booking, refunds: sent };
}
