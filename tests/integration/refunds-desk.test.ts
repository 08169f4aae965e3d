import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refundPolicyNotes } from '#app/lib/admin/refund-view.ts';
import { formatPaise } from '#app/lib/money.ts';
import { listAudit } from '#server/audit/index.ts';
import { promoCodes, refunds } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/provider/types.ts';
import { bookingMoney } from '#server/refunds/booking-money.ts';
import { refundPanel } from '#server/refunds/history.ts';
import { REFUND_MESSAGES } from '#server/refunds/messages.ts';
import { loadNeedsAction } from '#server/refunds/needs-action.ts';
import { recordRefundDue } from '#server/refunds/refund-due.ts';
import { refundAsStaff } from '#server/refunds/staff.ts';
import { creditAsStaff } from '#server/refunds/staff-credit.ts';
import type { TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import type { FakeRazorpay } from '#tests/support/fake-razorpay.ts';
import { openPaymentSuite } from '#tests/support/payment-suite.ts';
import { refundSuiteHelpers } from '#tests/support/refunds.ts';
import { refusal } from '#tests/support/refusal.ts';

const KEYS = { keyId: 'rzp_test_refunds0027', keySecret: 'fake-refund-secret-27', webhookSecret: 'fake-refund-webhook-27' };
const OWNER = { userId: 'owner-1', email: 'owner@example.org' };
const DESK = { userId: 'desk-1', email: 'desk@example.org' };

let database: TestDatabase;
let fake: FakeRazorpay;
let razorpay: PaymentProvider;

openPaymentSuite(KEYS, (suite) => ({ database, fake, razorpay } = suite));
const { paidStay } = refundSuiteHelpers(() => ({ database, fake, razorpay }), KEYS.webhookSecret, 40);

describe(`refunds and credit at the desk (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("suggests the policy's refund, not the whole payment", async () => {
    const { booking, amountPaise } = await paidStay();
    const panel = await refundPanel(database.db, booking.id, { timeZone: TIME_ZONE });
    // A stay weeks ahead: the policy gives half back, or all of it as credit.
    const half = Math.round(amountPaise / 2);
    expect(panel).toMatchObject({
      leftRupees: String(amountPaise / 100),
      suggestedRupees: half % 100 === 0 ? String(half / 100) : (half / 100).toFixed(2),
      creditRupees: String(amountPaise / 100),
      policyNote: refundPolicyNotes.refund(formatPaise(half), formatPaise(amountPaise)),
    });
    expect(panel!.suggestedRupees).not.toBe(panel!.leftRupees);
  });

  it('gives credit instead of a refund: a credit code, no refund, the history and what is left updated', async () => {
    const { booking, amountPaise } = await paidStay();
    const part = 200_000;
    const given = await creditAsStaff(
      database.db,
      OWNER,
      { bookingId: booking.id, amountPaise: part, reason: 'Rain' },
      { timeZone: TIME_ZONE },
    );
    expect(given.text).toBe(REFUND_MESSAGES.creditGiven(part, given.code, true));
    const [credit] = await database.db.select().from(promoCodes).where(eq(promoCodes.sourceBookingId, booking.id));
    expect(credit).toMatchObject({ kind: 'credit', amountPaise: part, balancePaise: part, code: given.code });
    const money = await bookingMoney(database.db, booking.id);
    const order = money.orders[0]!.order;
    expect(await database.db.select().from(refunds).where(eq(refunds.paymentOrderId, order.id))).toEqual([]);
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === order.paymentId)).toEqual([]);
    expect(money.leftPaise).toBe(amountPaise - part);
    const history = await listAudit(database.db, 'booking', booking.id);
    expect(history.at(-1)).toMatchObject({
      actorEmail: OWNER.email,
      changes: { credit: [null, `${formatPaise(part)} credit ${given.code}: Rain`] },
    });

    // One credit per booking; never more than is left.
    expect(
      await refusal(
        creditAsStaff(database.db, OWNER, { bookingId: booking.id, amountPaise: 100, reason: 'Again' }, { timeZone: TIME_ZONE }),
      ),
    ).toMatchObject({ status: 409, message: REFUND_MESSAGES.creditGivenAlready(given.code) });
    const other = await paidStay();
    expect(
      await refusal(
        creditAsStaff(
          database.db,
          OWNER,
          { bookingId: other.booking.id, amountPaise: other.amountPaise + 100, reason: 'Too much' },
          { timeZone: TIME_ZONE },
        ),
      ),
    ).toMatchObject({ status: 409, message: REFUND_MESSAGES.beyondPaid(other.amountPaise) });
  });

  it("records the front desk's refund due for an owner: listed as needing action, suggested, settled by the owner's refund", async () => {
    const { booking, amountPaise } = await paidStay();
    expect(
      await refusal(recordRefundDue(database.db, DESK, { bookingId: booking.id, amountPaise: amountPaise + 100, reason: 'Too much' })),
    ).toMatchObject({ status: 409, message: REFUND_MESSAGES.beyondPaid(amountPaise) });
    const recorded = await recordRefundDue(database.db, DESK, { bookingId: booking.id, amountPaise: 50_000, reason: 'Broken heater' });
    expect(recorded.text).toBe(REFUND_MESSAGES.dueRecorded(50_000));
    expect(await database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([]);
    expect(await loadNeedsAction(database.db)).toContainEqual(
      expect.objectContaining({ bookingId: booking.id, kind: 'refund-due', amount: formatPaise(50_000) }),
    );
    const panel = await refundPanel(database.db, booking.id, { timeZone: TIME_ZONE });
    expect(panel).toMatchObject({
      suggestedRupees: '500',
      due: { amount: formatPaise(50_000), reason: 'Broken heater', byEmail: DESK.email },
    });
    expect((await listAudit(database.db, 'booking', booking.id)).at(-1)).toMatchObject({ actorEmail: DESK.email });

    await refundAsStaff(
      database.db,
      razorpay,
      { ...OWNER, name: 'Owner', role: 'owner' },
      {
        bookingId: booking.id,
        formId: crypto.randomUUID(),
        amountPaise: 50_000,
        reason: 'Broken heater',
      },
    );
    expect((await loadNeedsAction(database.db)).filter((item) => item.bookingId === booking.id)).toEqual([]);
    expect((await refundPanel(database.db, booking.id, { timeZone: TIME_ZONE }))!.due).toBeNull();
  });
});
