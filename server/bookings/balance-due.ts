import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { addDays, daysBetween, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { balanceNotices, type BalanceNoticeStage, bookings } from '../db/schema.ts';
import { clearPageCache } from '../http/page-cache-clear.ts';
import { logger } from '../logger.ts';
import { balanceOverdueMessage, balanceReminderMessage } from '../mail/messages/balance-due.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { queueMails } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import { cancelOverdueBooking, cancelsOn, owesBalance } from './overdue-cancel.ts';
import { payLink } from './payment-link.ts';

// A balance still to pay on a confirmed booking, watched by a timed job: the guest is reminded 14, 7 and
// 2 days before its date, told once when it is overdue, and, when the owner's rule says so, the booking is
// cancelled some days later, on a day the guest was told of first. Every notice is a row of
// balance_notices inserted in the transaction that queues its mail, so however many processes run the
// job at once, each is sent once.

export const BALANCE_DUE_JOB = 'balance-due';
export const BALANCE_DUE_EVERY_MS = 15 * 60_000;

/** Days before the due date a reminder goes, the earliest first; each stage's window ends where the next begins. */
export const REMINDER_STAGES = [
  { days: 14, stage: 'days-14' },
  { days: 7, stage: 'days-7' },
  { days: 2, stage: 'days-2' },
] as const satisfies readonly { days: number; stage: BalanceNoticeStage }[];

/**
 * The reminder a balance due on `dueOn` gets today, or null: the latest stage whose day has come (its
 * window runs until the next stage's day). A stage whose day came before the booking was made is not
 * sent: the guest was just told the date, and a 14-day reminder three days before it would be wrong.
 */
export function reminderStage(dueOn: string, today: string, madeOn: string): BalanceNoticeStage | null {
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft < 0) return null;
  const current = REMINDER_STAGES.findLast((stage) => stage.days >= daysLeft);
  if (!current || addDays(dueOn, -current.days) < madeOn) return null;
  return current.stage;
}

export interface BalanceDueReport {
  reminded: number;
  overdue: number;
  cancelled: number;
}

/** One round of the job: the reminders, overdue notices and cancellations due at `now`. */
export async function runBalanceDue(db: Database, now: Date, timeZone: string): Promise<BalanceDueReport> {
  const today = todayIn(timeZone, now);
  const { cancelAfterDays } = (await publishedContent(db, 'deposits')).overdue;
  const candidates = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.duePaise, 0),
        isNotNull(bookings.balanceDueOn),
        lte(bookings.balanceDueOn, addDays(today, REMINDER_STAGES[0].days)),
        isNull(bookings.holdUntil),
      ),
    );
  const report: BalanceDueReport = { reminded: 0, overdue: 0, cancelled: 0 };
  if (candidates.length === 0) return report;
  const sent = await db
    .select()
    .from(balanceNotices)
    .where(
      inArray(
        balanceNotices.bookingId,
        candidates.map((booking) => booking.id),
      ),
    );

  for (const booking of candidates) {
    const dueOn = booking.balanceDueOn!;
    const notices = sent.filter((notice) => notice.bookingId === booking.id && notice.dueOn === dueOn);
    try {
      if (dueOn >= today) {
        const stage = reminderStage(dueOn, today, todayIn(timeZone, booking.createdAt));
        if (stage && !notices.some((notice) => notice.stage === stage) && (await sendNotice(db, booking.id, dueOn, stage, null)))
          report.reminded += 1;
        continue;
      }
      const told = notices.map((notice) => notice.cancelOn).filter((day): day is string => day !== null);
      if (!notices.some((notice) => notice.stage === 'overdue')) {
        const cancelOn = cancelAfterDays > 0 ? cancelsOn(dueOn, today, cancelAfterDays) : null;
        if (await sendNotice(db, booking.id, dueOn, 'overdue', cancelOn)) report.overdue += 1;
      } else if (cancelAfterDays > 0 && told.length === 0 && !notices.some((notice) => notice.stage === 'cancel-notice')) {
        // Overdue before the owner's rule named a day: the guest hears of the day before it comes.
        if (await sendNotice(db, booking.id, dueOn, 'cancel-notice', cancelsOn(dueOn, today, cancelAfterDays))) report.overdue += 1;
      } else if (cancelAfterDays > 0 && told.length > 0) {
        if (await cancelOverdueBooking(db, booking.id, { now, timeZone, cancelAfterDays })) report.cancelled += 1;
      }
    } catch (error) {
      // One booking's trouble must not keep the others from their notices; the next round tries it again.
      logger.error({ err: error, bookingId: booking.id }, 'a balance notice or cancellation failed');
    }
  }
  // A cancelled booking's seat or rooms are for sale again on the public pages.
  if (report.cancelled > 0) clearPageCache();
  return report;
}

/**
 * Queues one notice and records it, in one transaction holding the booking's row: a payment at the same
 * moment either comes first (nothing is due, nothing is sent) or after. False when it is no longer owed or
 * another process sent this notice first.
 */
async function sendNotice(
  db: Database,
  bookingId: string,
  dueOn: string,
  stage: BalanceNoticeStage,
  cancelOn: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking || !owesBalance(booking, dueOn)) return false;
    const [notice] = await tx
      .insert(balanceNotices)
      .values({ bookingId, stage, dueOn, cancelOn })
      .onConflictDoNothing()
      .returning({ id: balanceNotices.id });
    if (!notice) return false;
    const due = { amount: formatPaise(booking.duePaise), dueOn, payUrl: await payLink(bookingId, tx) };
    const estate = await estateOf(tx);
    const mail = await buildOrLog(`balance-${stage}`, { bookingId }, () => ({
      kind: stage.startsWith('days-') ? 'balance-reminder' : 'balance-overdue',
      to: booking.customerEmail,
      ...(stage.startsWith('days-')
        ? balanceReminderMessage(estate, booking, due)
        : balanceOverdueMessage(estate, booking, { ...due, cancelOn, warningOnly: stage === 'cancel-notice' })),
      dedupeKey: `balance-${stage}:${bookingId}:${dueOn}`,
      bookingId,
    }));
    await queueMails(tx, [mail]);
    return true;
  });
}
