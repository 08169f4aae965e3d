import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPolicyFigures } from '#app/content/cancellation-policy.ts';
import { addDays, formatOrdinalDate, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { PAY_SECTION_ID } from '#app/lib/payment-messages.ts';
import { publishContent } from '#server/content/store.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { auditLog, balanceNotices, bookings, mailOutbox, paymentOrders, refunds, roomHolds } from '#server/db/schema.ts';
import { balanceNoticeStages } from '#server/db/schema.ts';
import { BALANCE_NOTICE_MESSAGES } from '#server/mail/messages/balance-due.ts';
import { loadNeedsAction } from '#server/refunds/needs-action.ts';
import { policyRefundPaise } from '#server/refunds/policy.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { payRetreat } from '#tests/support/paid-orders.ts';
import { reminderStage, runBalanceDue } from './balance-due.ts';
import { createEventBooking } from './event-booking.ts';
import { seatsInUse } from './event-seats.ts';
import { cancelsOn } from './overdue-cancel.ts';

// A balance still to pay: reminders 14, 7 and 2 days before its date, each once however many processes
// run the job at once; an overdue notice; and, by the owner's rule only, the cancellation that gives back
// the rooms and the seat, mails the guest, and leaves what the policy owes for the owner.

let shared: { handles: DatabaseHandle[]; close(): Promise<void> };
const owner = { userId: 'owner-1', email: 'owner@example.org', role: 'owner' };

beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(async () => {
  await shared?.close();
});

const db = () => shared.handles[0]!.db;
const both = () => [shared.handles[0]!.db, (shared.handles[1] ?? shared.handles[0]!).db] as const;
const today = todayIn(TIME_ZONE);
/** Nine in the morning of `day` in the estate's zone (UTC+5:30). */
const morningOf = (day: string) => new Date(`${day}T03:30:00Z`);
/** Both processes run the job at the same moment. */
const runTwice = (day: string) => Promise.all(both().map((handle) => runBalanceDue(handle, morningOf(day), TIME_ZONE)));

let guests = 0;
/** A retreat paid online, `due` still to pay by `dueOn`, as a deposit leaves it. */
async function retreatOwing(start: string, dueOn: string, due = 1_000_000) {
  guests += 1;
  const { booking } = await payRetreat(db(), start, {
    name: `Owing ${guests}`,
    email: `owing-${guests}@example.org`,
    phone: '+91 98765 43210',
  });
  const [owing] = await db().update(bookings).set({ duePaise: due, balanceDueOn: dueOn }).where(eq(bookings.id, booking.id)).returning();
  return owing!;
}

const mailsOf = (bookingId: string, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.createdAt));
const noticesOf = (bookingId: string) =>
  db().select().from(balanceNotices).where(eq(balanceNotices.bookingId, bookingId)).orderBy(asc(balanceNotices.createdAt));
const reread = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const publishRule = (cancelAfterDays: number) => publishContent(db(), owner, 'deposits', { overdue: { cancelAfterDays } });

describe('the reminder stage of a day', () => {
  it('is the latest whose day has come, and none whose day came before the booking was made', () => {
    const due = '2030-03-20';
    expect(reminderStage(due, '2030-03-05', '2030-01-01')).toBeNull();
    expect(reminderStage(due, '2030-03-06', '2030-01-01')).toBe('days-14');
    expect(reminderStage(due, '2030-03-12', '2030-01-01')).toBe('days-14');
    expect(reminderStage(due, '2030-03-13', '2030-01-01')).toBe('days-7');
    expect(reminderStage(due, '2030-03-18', '2030-01-01')).toBe('days-2');
    expect(reminderStage(due, '2030-03-20', '2030-01-01')).toBe('days-2');
    expect(reminderStage(due, '2030-03-21', '2030-01-01')).toBeNull();
    // Booked three days before the date: no 14-day or 7-day mail, the 2-day one when its day comes.
    expect(reminderStage(due, '2030-03-17', '2030-03-17')).toBeNull();
    expect(reminderStage(due, '2030-03-18', '2030-03-17')).toBe('days-2');
    expect(balanceNoticeStages).toContain('days-2');
  });
});

describe(`balance reminders, overdue and the owner's cancel rule (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('mails each reminder once, when two processes run the job at once, with the amount, the date and the pay link', async () => {
    const dueOn = addDays(today, 30);
    const booking = await retreatOwing(addDays(today, 60), dueOn, 1_250_000);
    for (const day of [addDays(dueOn, -20), addDays(dueOn, -14), addDays(dueOn, -13), addDays(dueOn, -7), addDays(dueOn, -2), dueOn]) {
      await runTwice(day);
    }
    expect((await noticesOf(booking.id)).map((notice) => notice.stage)).toEqual(['days-14', 'days-7', 'days-2']);
    const mails = await mailsOf(booking.id, 'balance-reminder');
    expect(mails).toHaveLength(3);
    const amount = formatPaise(1_250_000);
    expect(mails[0]!.subject).toContain(`${amount} to pay by ${formatOrdinalDate(dueOn)}`);
    expect(mails[0]!.text).toContain(BALANCE_NOTICE_MESSAGES.reminderLead(amount, formatOrdinalDate(dueOn)));
    expect(mails[0]!.text).toMatch(new RegExp(`/booking/[^\\s]+#${PAY_SECTION_ID}`));
    expect(mails[0]!.to).toBe(booking.customerEmail);
  });

  it('sends only the stages still ahead when the date is set within a window, and nothing once it is paid', async () => {
    const late = await retreatOwing(addDays(today, 40), addDays(today, 3));
    await runTwice(today);
    await runTwice(addDays(today, 1));
    expect((await noticesOf(late.id)).map((notice) => notice.stage)).toEqual(['days-2']);

    const paid = await retreatOwing(addDays(today, 40), addDays(today, 14));
    await db().update(bookings).set({ duePaise: 0 }).where(eq(bookings.id, paid.id));
    await runTwice(today);
    await runTwice(addDays(today, 20));
    expect(await noticesOf(paid.id)).toEqual([]);
  });

  it('tells the guest once that the balance is overdue, cancels nothing while the rule is 0, and warns before a rule set later cancels', async () => {
    await publishRule(0);
    const dueOn = addDays(today, 5);
    const booking = await retreatOwing(addDays(today, 50), dueOn);
    for (const day of [addDays(dueOn, 1), addDays(dueOn, 2), addDays(dueOn, 30)]) await runTwice(day);
    const overdue = await mailsOf(booking.id, 'balance-overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.text).toContain(BALANCE_NOTICE_MESSAGES.overdueLead(formatPaise(1_000_000), formatOrdinalDate(dueOn)));
    expect(overdue[0]!.text).not.toContain('will be cancelled');
    expect((await reread(booking.id)).status).toBe('confirmed');
    expect(await mailsOf(booking.id, 'booking-cancelled')).toEqual([]);
    // Staff's Needs action lists it from the day after its date.
    const listed = async (day: string) =>
      (await loadNeedsAction(db(), 1000, day)).some((item) => item.bookingId === booking.id && item.kind === 'balance-overdue');
    expect(await listed(dueOn)).toBe(false);
    expect(await listed(addDays(dueOn, 1))).toBe(true);

    // The owner sets the rule later: the guest is told the day first, two days on, and cancelled only then.
    await publishRule(3);
    const late = addDays(dueOn, 31);
    await runTwice(late);
    const notices = await mailsOf(booking.id, 'balance-overdue');
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain(BALANCE_NOTICE_MESSAGES.cancelWarning(formatOrdinalDate(addDays(late, 2))));
    await runTwice(addDays(late, 1));
    expect((await reread(booking.id)).status).toBe('confirmed');
    await runTwice(addDays(late, 2));
    expect((await reread(booking.id)).status).toBe('cancelled');
    expect(await listed(addDays(late, 2))).toBe(false);
  });

  it('cancels once, on the day the guest was told, freeing the rooms and the seat, mailing the guest and leaving the refund due to the owner', async () => {
    await publishRule(3);
    const dueOn = addDays(today, 5);
    const retreat = await retreatOwing(addDays(today, 40), dueOn);
    const event = await createEvent(db(), { eventDate: addDays(today, 20), slotCapacity: 5 });
    const created = await createEventBooking(db(), bookingRequest({ eventId: event.id }), { timeZone: TIME_ZONE });
    await db()
      .update(bookings)
      .set({ status: 'confirmed', duePaise: 50_000, balanceDueOn: dueOn })
      .where(eq(bookings.id, created.booking.id));
    const seatsBefore = await seatsInUse(db(), event.id, '8:00 AM', morningOf(today));
    expect(seatsBefore).toBe(1);

    // Overdue from the next day: the mail names the day, three days after the date.
    const cancelOn = cancelsOn(dueOn, addDays(dueOn, 1), 3);
    expect(cancelOn).toBe(addDays(dueOn, 3));
    await runTwice(addDays(dueOn, 1));
    const [warning] = await mailsOf(retreat.id, 'balance-overdue');
    expect(warning!.text).toContain(BALANCE_NOTICE_MESSAGES.cancelWarning(formatOrdinalDate(cancelOn)));
    await runTwice(addDays(cancelOn, -1));
    expect((await reread(retreat.id)).status).toBe('confirmed');

    await runTwice(cancelOn);
    const after = await reread(retreat.id);
    expect(after.status).toBe('cancelled');
    expect((await reread(created.booking.id)).status).toBe('cancelled');
    expect(
      await db()
        .select()
        .from(roomHolds)
        .where(and(eq(roomHolds.bookingId, retreat.id), isNull(roomHolds.releasedAt))),
    ).toEqual([]);
    expect(await seatsInUse(db(), event.id, '8:00 AM', morningOf(today))).toBe(0);

    // The guest's mail says why, once; staff hear of it through their usual notice.
    const cancelled = await mailsOf(retreat.id, 'booking-cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.subject).toBe(BALANCE_NOTICE_MESSAGES.cancelledSubject(retreat.eventTitle));
    expect(await mailsOf(retreat.id, 'staff-booking-cancelled')).toHaveLength(1);

    // Cancelled 27 days before it starts: the retreat rule's refund of what was paid, owed by the owner, not sent.
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, retreat.id), eq(paymentOrders.state, 'paid')));
    const owed = policyRefundPaise(order!.amountPaise, retreat.cancellationPolicy ?? firstPolicyFigures);
    expect(owed).toBeGreaterThan(0);
    expect(after.refundDuePaise).toBe(owed);
    expect(cancelled[0]!.text).toContain(BALANCE_NOTICE_MESSAGES.owedBack(formatPaise(owed)));
    expect(await db().select().from(refunds).where(eq(refunds.bookingId, retreat.id))).toEqual([]);
    const history = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, retreat.id), like(auditLog.actorEmail, 'system')));
    expect(history.length).toBeGreaterThan(0);

    // Once: running again changes nothing.
    await runTwice(addDays(cancelOn, 1));
    expect(await mailsOf(retreat.id, 'booking-cancelled')).toHaveLength(1);
    expect((await reread(retreat.id)).refundDuePaise).toBe(owed);
  });
});
