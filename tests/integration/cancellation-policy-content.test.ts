import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPolicyFigures, type PolicyFigures } from '#app/content/cancellation-policy.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { refusedText } from '#app/lib/staff-roles.ts';
import { createBooking } from '#server/bookings/admin.ts';
import { createEventBooking } from '#server/bookings/event-booking.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { publishContent, saveContentDraft } from '#server/content/store.ts';
import { bookings } from '#server/db/schema.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { cancellationMoney } from '#server/refunds/cancellation-money.ts';
import { Refusal } from '#server/refusal.ts';
import { bookingFormValues } from '../support/booking-form.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '../support/factories.ts';
import { payStay } from '../support/paid-orders.ts';
import { refundsOf } from '../support/refunds.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The owner's cancellation figures: one publish changes what the refund policy page says and what the
// engine gives back, for bookings made after it; a booking made before keeps the figures it was made
// under. Only the owner may change them.

let app: TestApp;
const owner = { userId: 'owner-1', email: 'owner@example.org', role: 'owner' };
const editor = { userId: 'editor-1', email: 'editor@example.org', role: 'editor' };
const demo = createDemoProvider({ secret: 'test-demo-secret' });
const changed: PolicyFigures = { ...firstPolicyFigures, retreat: { noticeDays: 5, refundPercent: 80, creditValidDays: 120 } };

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);
let guests = 0;

/** A stay paid online now, arriving in `days` days, for two nights. */
async function paidStay(days: number) {
  guests += 1;
  const { booking } = await payStay(app.database.db, inDays(days), inDays(days + 2), {
    name: 'Meera Iyer',
    email: `meera.${guests}@example.org`,
    phone: '+91 98765 43210',
  });
  return booking;
}

async function reread(id: string) {
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** What cancelling the booking now gives, as the manage page and the cancellation count it. */
async function cancelling(id: string) {
  const due = await cancellationMoney(app.database.db, await reread(id), { now: new Date(), timeZone: TIME_ZONE });
  return { outcome: due.quote.outcome, refundPaise: due.refundPaise, paidPaise: due.money?.paidPaise ?? 0, terms: due.quote.terms };
}

async function refundPolicyText(): Promise<string> {
  const response = await fetch(`${app.url}/refund-policy`);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll('<!-- -->', '');
}

describe(`the cancellation policy's figures, set by the owner (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('are changed by the owner alone, and apply to the page and to bookings made after the change', async () => {
    const earlyBefore = await paidStay(20);
    const lateBefore = await paidStay(6);
    expect((await reread(earlyBefore.id)).cancellationPolicy).toEqual(firstPolicyFigures);
    expect(await refundPolicyText()).toContain('Cancelled 7 days or more before arrival: a 50% refund, or full credit valid for 90 days.');

    // An editor, or a caller that names no role, changes nothing.
    for (const actor of [editor, { userId: owner.userId, email: owner.email }]) {
      await expect(publishContent(app.database.db, actor, 'policies', changed)).rejects.toEqual(new Refusal(refusedText, 403));
      await expect(saveContentDraft(app.database.db, actor, 'policies', changed)).rejects.toBeInstanceOf(Refusal);
    }
    // A figure out of its range is refused, naming it.
    await expect(
      publishContent(app.database.db, owner, 'policies', { ...changed, retreat: { ...changed.retreat, refundPercent: 101 } }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { 'retreat.refundPercent': ['Retreat and stay refund (%) must be a whole number from 0 to 100.'] },
    });

    await publishContent(app.database.db, owner, 'policies', changed);
    const page = await refundPolicyText();
    expect(page).toContain('Cancelled 5 days or more before arrival: an 80% refund, or full credit valid for 120 days.');
    expect(page).toContain('Cancelled less than 5 days before arrival');
    expect(page).not.toContain('7 days');
    expect(page).not.toMatch(/\{(event|retreat|estate)\./);

    const earlyAfter = await paidStay(30);
    const lateAfter = await paidStay(6 + 30);
    expect((await reread(earlyAfter.id)).cancellationPolicy).toEqual(changed);
    // Every way a booking is made keeps them: a guest's unpaid seat and staff's free-form booking too.
    const event = await createEvent(app.database.db, { timeSlots: ['7:30 AM'] });
    const seat = await createEventBooking(app.database.db, bookingRequest({ eventId: event.id, slot: '7:30 AM' }), { timeZone: TIME_ZONE });
    const byStaff = await createBooking(app.database.db, owner, bookingFormValues());
    for (const id of [seat.booking.id, byStaff.id]) expect((await reread(id)).cancellationPolicy).toEqual(changed);

    // Made before: half back 20 days ahead, nothing 6 days ahead, as when they were booked.
    const before = await cancelling(earlyBefore.id);
    expect(before).toMatchObject({ outcome: 'refund-or-credit', refundPaise: Math.round(before.paidPaise / 2) });
    expect(before.terms).toContain('You may choose a 50% refund, or full credit valid for 90 days');
    expect(await cancelling(lateBefore.id)).toMatchObject({ outcome: 'none', refundPaise: 0 });

    // Made after: 80 % back, and a stay 5 or more days ahead still gets it.
    const after = await cancelling(earlyAfter.id);
    expect(after).toMatchObject({ outcome: 'refund-or-credit', refundPaise: Math.round(after.paidPaise * 0.8) });
    expect(after.terms).toContain('You may choose an 80% refund, or full credit valid for 120 days');
    expect((await cancelling(lateAfter.id)).outcome).toBe('refund-or-credit');

    // The cancellation itself refunds what the quote said, booking by booking.
    for (const [booking, share] of [
      [earlyBefore, 0.5],
      [earlyAfter, 0.8],
    ] as const) {
      const { paidPaise } = await cancelling(booking.id);
      expect(
        await cancelBookingAsGuest(app.database.db, booking.id, { timeZone: TIME_ZONE, provider: demo, choice: 'refund' }),
      ).toMatchObject({
        ok: true,
      });
      expect((await refundsOf(app.database.db, booking.id)).map((refund) => refund.amountPaise)).toEqual([Math.round(paidPaise * share)]);
    }
  });
});
