import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { listAudit } from '#server/audit/index.ts';
import { createBooking, updateBooking } from '#server/bookings/admin.ts';
import { cancelBookingAsGuest } from '#server/bookings/guest-cancel.ts';
import { guestBookingView, type GuestViewOptions } from '#server/bookings/guest-view.ts';
import { bookings, promoCodes } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { REFUND_MESSAGES } from '#server/refunds/messages.ts';
import { refundAsStaff } from '#server/refunds/staff.ts';
import { bookingFormOf, bookingFormValues } from '#tests/support/booking-form.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { payStay } from '#tests/support/paid-orders.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { payStayWithRazorpay, refundsOf, refundSuiteHelpers } from '#tests/support/refunds.ts';

// What the penetration test found: staff-editable booking fields and a reinstatement could make a
// cancellation give back more than was paid. Every test here ends by adding up what went back.

const KEYS = { keyId: 'rzp_test_refunds0004', keySecret: 'fake-refund-secret-4', webhookSecret: 'fake-refund-webhook-4' };
const OWNER = { userId: 'owner-1', email: 'owner@example.org', name: 'Owner', role: 'owner' };
const DESK = { userId: 'desk-1', email: 'desk@example.org', name: 'Desk', role: 'front-desk' };

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));
const { paidStay } = refundSuiteHelpers(() => ({ database, fake, razorpay }), KEYS.webhookSecret, 30);

async function bookingRow(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function creditOf(bookingId: string) {
  return (await database.db.select().from(promoCodes).where(eq(promoCodes.sourceBookingId, bookingId)))[0] ?? null;
}

/** Everything that went back for a booking: refunds not failed, and what its credit can still buy or already bought. */
async function givenBack(bookingId: string): Promise<number> {
  const refunded = (await refundsOf(database.db, bookingId))
    .filter((refund) => refund.state !== 'failed')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  const credit = await creditOf(bookingId);
  const spent = credit ? (credit.amountPaise ?? 0) - (credit.balancePaise ?? 0) - credit.voidedPaise : 0;
  const spendable = credit?.active ? (credit.balancePaise ?? 0) : 0;
  return refunded + spent + spendable;
}

const VIEW: GuestViewOptions = {
  timeZone: TIME_ZONE,
  estate: { siteName: 'Sukoon', contactEmail: 'namaste@example.org', publicUrl: 'https://example.org', address: 'Pune' },
};

const cancel = (bookingId: string, choice?: 'refund' | 'credit') =>
  cancelBookingAsGuest(database.db, bookingId, { timeZone: TIME_ZONE, provider: razorpay, ...(choice ? { choice } : {}) });

describe(`money back follows money records, not editable fields (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reinstating a booking cancelled for credit then cancelling for a refund never gives more than was paid', async () => {
    const { booking, amountPaise } = await paidStay();
    expect(await cancel(booking.id, 'credit')).toMatchObject({ ok: true });
    const credit = await creditOf(booking.id);
    expect(credit).toMatchObject({ amountPaise, balancePaise: amountPaise, active: true });

    const reinstated = await updateBooking(
      database.db,
      OWNER,
      booking.id,
      bookingFormOf(await bookingRow(booking.id), { status: 'confirmed' }),
    );
    expect(reinstated).toMatchObject({ status: 'confirmed', cancellation: null });
    // The guest's page offers cancelling again, on what is left of the payment.
    expect((await guestBookingView(database.db, booking.id, VIEW))!.choice).toMatchObject({
      refundAmount: formatPaise(Math.round(amountPaise / 2)),
      creditAmount: formatPaise(amountPaise),
    });
    const again = await cancel(booking.id, 'refund');
    expect(again).toMatchObject({ ok: true });
    expect(await givenBack(booking.id)).toBeLessThanOrEqual(amountPaise);

    // The reinstatement voided the credit (nothing left to spend, in the credit's history), so the
    // second cancellation gave the policy's refund of the payment.
    expect(await creditOf(booking.id)).toMatchObject({ balancePaise: 0, voidedPaise: amountPaise, active: false });
    const [voided] = await listAudit(database.db, 'promo-code', credit!.id);
    expect(voided).toMatchObject({ action: 'update', actorEmail: OWNER.email });
    expect((await refundsOf(database.db, booking.id)).map((refund) => refund.amountPaise)).toEqual([Math.round(amountPaise / 2)]);
    expect(await givenBack(booking.id)).toBe(Math.round(amountPaise / 2));
  });

  it('a booking reinstated after a credit and cancelled for credit again gets one credit worth what was paid, with a new code', async () => {
    const { booking, amountPaise } = await paidStay();
    const first = await cancel(booking.id, 'credit');
    if (!first.ok) throw new Error('the cancel was refused');
    await updateBooking(database.db, OWNER, booking.id, bookingFormOf(await bookingRow(booking.id), { status: 'confirmed' }));

    const second = await cancel(booking.id, 'credit');
    if (!second.ok) throw new Error('the second cancel was refused');
    expect(second.creditCode).toMatch(/^CR-/);
    expect(second.creditCode).not.toBe(first.creditCode);
    expect(await creditOf(booking.id)).toMatchObject({
      code: second.creditCode,
      amountPaise,
      balancePaise: amountPaise,
      voidedPaise: 0,
      active: true,
    });
    expect(await givenBack(booking.id)).toBe(amountPaise);
  });

  it("a guest's cancellation counts the credit already issued", async () => {
    const { booking, amountPaise } = await paidStay();
    expect(await cancel(booking.id, 'credit')).toMatchObject({ ok: true });
    // However the booking became live again (here, written straight to the table), its credit stands.
    await database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));

    const view = await guestBookingView(database.db, booking.id, VIEW);
    expect(view!.choice).toBeNull();
    const again = await cancel(booking.id, 'refund');
    expect(again).toMatchObject({ ok: true, refundIds: [], creditCode: null });
    expect(await refundsOf(database.db, booking.id)).toEqual([]);
    expect(await givenBack(booking.id)).toBe(amountPaise);
  });

  it('a staff refund counts the credit already issued', async () => {
    const { booking, amountPaise } = await paidStay();
    expect(await cancel(booking.id, 'credit')).toMatchObject({ ok: true });
    const refused = await refundAsStaff(database.db, razorpay, OWNER, {
      bookingId: booking.id,
      formId: crypto.randomUUID(),
      amountPaise,
      reason: 'Asked again',
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, message: REFUND_MESSAGES.creditedInFull });
    expect(await refundsOf(database.db, booking.id)).toEqual([]);
    expect(await givenBack(booking.id)).toBe(amountPaise);
  });

  it('a guest cancelling for credit while staff refund the payment never gives back more than was paid', async () => {
    const { booking, amountPaise } = await paidStay();
    const [cancelled, refunded] = await Promise.all([
      cancel(booking.id, 'credit'),
      refundAsStaff(database.db, razorpay, OWNER, {
        bookingId: booking.id,
        formId: crypto.randomUUID(),
        amountPaise,
        reason: 'Unwell',
      }).catch((error: unknown) => error),
    ]);
    // Whichever came first, the other found nothing left to give: never both, and never a deadlock.
    expect(cancelled).toMatchObject({ ok: true });
    if (refunded instanceof Error) expect(refunded).toMatchObject({ status: 409, message: REFUND_MESSAGES.creditedInFull });
    expect(await givenBack(booking.id)).toBe(amountPaise);
  });

  it("editing a stay's date does not turn a non-refundable cancellation into a refund", async () => {
    // Three days ahead: under the seven days' notice, cancelling gives nothing back.
    const { booking, paymentId } = await payStayWithRazorpay(database.db, razorpay, fake, 3);
    const later = addDays(todayIn(TIME_ZONE), 60);
    // The front desk retypes the date (and, for good measure, the price) in the booking form: a booking
    // holding rooms is moved only with Move, so the edit is refused and the stay keeps its date.
    const retyped = await updateBooking(
      database.db,
      DESK,
      booking.id,
      bookingFormOf(booking, { eventDate: later, selectedSlot: `${later} to ${addDays(later, 2)}`, price: 'Rs 99,999' }),
    ).catch((error: unknown) => error);
    expect(retyped).toMatchObject({ status: 409, message: MOVE_MESSAGES.useMove });
    expect((await bookingRow(booking.id)).eventDate).toBe(booking.eventDate);

    const view = await guestBookingView(database.db, booking.id, VIEW);
    expect(view!.quote.outcome).toBe('none');
    expect(view!.choice).toBeNull();
    const result = await cancel(booking.id, 'refund');
    expect(result).toMatchObject({ ok: true, quote: { outcome: 'none' }, refundIds: [], creditCode: null });
    expect(await refundsOf(database.db, booking.id)).toEqual([]);
    expect(await creditOf(booking.id)).toBeNull();
    expect(fake.requests.filter((request) => request.path === `/v1/payments/${paymentId}/refund`)).toEqual([]);

    // Nor does calling a stay an event (the workshop rule gives credit up to 48 hours before).
    const other = await payStayWithRazorpay(database.db, razorpay, fake, 4);
    const renamed = await updateBooking(
      database.db,
      DESK,
      other.booking.id,
      bookingFormOf(other.booking, { kind: 'event', selectedSlot: '11:00 PM' }),
    ).catch((error: unknown) => error);
    expect(renamed).toMatchObject({ status: 409, message: MOVE_MESSAGES.useMove });
    expect(await cancel(other.booking.id, 'credit')).toMatchObject({ ok: true, quote: { outcome: 'none' }, creditCode: null });
    expect(await creditOf(other.booking.id)).toBeNull();
  });

  it('the front desk cannot reinstate a cancelled paid booking, and may reinstate an unpaid one', async () => {
    const { booking, amountPaise } = await paidStay();
    expect(await cancel(booking.id, 'credit')).toMatchObject({ ok: true });
    const cancelled = await bookingRow(booking.id);

    const refused = await updateBooking(database.db, DESK, booking.id, bookingFormOf(cancelled, { status: 'confirmed' })).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 403, message: REFUND_MESSAGES.reinstateOwnerOnly });
    expect(await bookingRow(booking.id)).toEqual(cancelled);
    expect(await creditOf(booking.id)).toMatchObject({ balancePaise: amountPaise, active: true });

    const unpaid = await createBooking(database.db, DESK, bookingFormValues({ status: 'cancelled' }));
    expect(await updateBooking(database.db, DESK, unpaid.id, bookingFormValues({ status: 'confirmed' }))).toMatchObject({
      status: 'confirmed',
    });
  });

  it('an owner cannot reinstate a booking whose credit was partly spent, and nothing changes', async () => {
    const { booking, amountPaise } = await paidStay();
    const cancelled = await cancel(booking.id, 'credit');
    if (!cancelled.ok) throw new Error('the cancel was refused');
    // The guest spends the credit on another stay.
    const checkIn = addDays(todayIn(TIME_ZONE), 150);
    await payStay(
      database.db,
      checkIn,
      addDays(checkIn, 1),
      { name: 'Spender', email: booking.customerEmail!, phone: '9876543210' },
      {
        promoCode: cancelled.creditCode!,
      },
    );
    const credit = await creditOf(booking.id);
    const spent = amountPaise - (credit!.balancePaise ?? 0);
    expect(spent).toBeGreaterThan(0);

    const before = await bookingRow(booking.id);
    const refused = await updateBooking(database.db, OWNER, booking.id, bookingFormOf(before, { status: 'confirmed' })).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 409, message: REFUND_MESSAGES.reinstateCreditSpent(credit!.code, spent) });
    expect(await bookingRow(booking.id)).toEqual(before);
    expect(await creditOf(booking.id)).toEqual(credit);
  });
});
