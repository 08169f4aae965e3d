import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { bookingMoney } from './booking-money.ts';
import { boughtStart, figuresOf } from './cancellation-policy.ts';
import { issueCredit } from './credits.ts';
import { REFUND_MESSAGES } from './messages.ts';
import { settleRefundDue } from './refund-due.ts';

// Credit instead of a refund: staff give the guest a credit note worth what they choose (never more
// than is left of the online payments), valid as long as the policy's credit for what was bought. The
// booking and its paid orders are locked in the order a refund takes them, so a refund and a credit are
// never decided at once from the same amount left.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

export async function creditAsStaff(
  db: Database,
  actor: Actor,
  input: { bookingId: string; amountPaise: number; reason: string },
  options: { now?: Date; timeZone: string },
): Promise<{ tone: 'success'; text: string; code: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
    if (!booking) throw new Refusal(REFUND_MESSAGES.noPayment, 404);
    const { bought, leftPaise, creditedPaise } = await bookingMoney(tx, booking.id, { lock: true });
    if (!bought) throw new Refusal(REFUND_MESSAGES.noPayment, 409);
    if (leftPaise <= 0) throw new Refusal(creditedPaise > 0 ? REFUND_MESSAGES.creditedInFull : REFUND_MESSAGES.fullyRefunded, 409);
    if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0 || input.amountPaise > leftPaise) {
      throw new Refusal(REFUND_MESSAGES.beyondPaid(leftPaise), 409);
    }
    const figures = figuresOf(booking);
    const kind = boughtStart(bought.details).kind;
    const days =
      kind === 'appointment'
        ? figures.appointment.creditValidDays
        : kind === 'event'
          ? figures.event.creditValidDays
          : figures.retreat.creditValidDays;
    const { credit, created } = await issueCredit(tx, booking, {
      amountPaise: input.amountPaise,
      validUntil: addDays(todayIn(options.timeZone, now), days),
    });
    if (!created) throw new Refusal(REFUND_MESSAGES.creditGivenAlready(credit.code), 409);
    await settleRefundDue(tx, booking.id);
    await recordFieldChanges(tx, {
      actor,
      entity: 'booking',
      entityId: booking.id,
      changes: { credit: [null, `${formatPaise(input.amountPaise)} credit ${credit.code}: ${input.reason}`] },
    });
    return {
      tone: 'success',
      text: REFUND_MESSAGES.creditGiven(input.amountPaise, credit.code, Boolean(booking.customerEmail)),
      code: credit.code,
    };
  });
}
