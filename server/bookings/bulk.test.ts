import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkSummary } from '#app/lib/admin/bulk-view.ts';
import { TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { BULK_MAX, BULK_MESSAGES, bulkSchema } from '#app/lib/schemas/admin/bulk.ts';
import { listAudit } from '#server/audit/index.ts';
import { bookings, type BookingStatus, mailOutbox } from '#server/db/schema.ts';
import { MAX_REPEATS_OF_A_NAME } from '#server/http/body.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bulkChange } from './bulk.ts';
import { recordOfflinePayment } from './offline-payment.ts';

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const owner = { userId: 'owner-1', email: 'owner@example.org', role: 'owner' };
let count = 0;

async function booking(status: BookingStatus, email: string | null = `bulk${count + 1}@example.org`) {
  count += 1;
  const [row] = await database.db
    .insert(bookings)
    .values({
      eventTitle: 'Hatha',
      eventDate: '2031-05-01',
      selectedSlot: '7:00 AM',
      price: 'Rs 500',
      customerName: `Bulk ${count}`,
      customerEmail: email,
      customerPhone: '+91 98765 43210',
      status,
    })
    .returning();
  return row!;
}

const mailKinds = async (id: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, id))).map((mail) => mail.kind).toSorted();

describe(`bulk confirm and cancel (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('caps the selection as the form reader does, in a sentence', () => {
    expect(BULK_MAX).toBeLessThanOrEqual(MAX_REPEATS_OF_A_NAME);
    const tooMany = bulkSchema.safeParse({
      intent: 'bulk',
      bulk: 'confirm',
      ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => `id-${i}`),
    });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([BULK_MESSAGES.tooMany]);
    expect(bulkSchema.safeParse({ intent: 'bulk', bulk: 'confirm' }).error?.issues.map((issue) => issue.message)).toEqual([
      BULK_MESSAGES.none,
    ]);
    expect(bulkSchema.parse({ intent: 'bulk', bulk: 'cancel', ids: 'one' }).ids).toEqual(['one']);
  });

  it('confirms each pending booking as one at a time would, and refuses the others with their reason', async () => {
    const first = await booking('pending');
    const second = await booking('pending', null);
    const done = await booking('confirmed');
    const outcomes = await bulkChange(database.db, owner, 'confirm', [first.id, second.id, done.id, first.id]);
    expect(outcomes).toEqual([
      { id: first.id, reference: first.reference, done: true, reason: null },
      { id: second.id, reference: second.reference, done: true, reason: null },
      { id: done.id, reference: done.reference, done: false, reason: TODAY_MESSAGES.notPending('confirmed') },
    ]);
    expect(bulkSummary('confirm', outcomes)).toBe(`2 confirmed, 1 refused: ${done.reference} (${TODAY_MESSAGES.notPending('confirmed')}).`);
    const stored = await database.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [first.id, second.id, done.id]));
    expect(stored.map((row) => [row.id, row.status]).toSorted()).toEqual(
      [
        [first.id, 'confirmed'],
        [second.id, 'confirmed'],
        [done.id, 'confirmed'],
      ].toSorted(),
    );
    // The guest's confirmation for one with an address, none for one without; a line in each history.
    expect(await mailKinds(first.id)).toEqual(['booking-confirmed']);
    expect(await mailKinds(second.id)).toEqual([]);
    expect(await listAudit(database.db, 'booking', first.id)).toHaveLength(1);
    expect(await listAudit(database.db, 'booking', done.id)).toHaveLength(0);
  });

  it('cancels unpaid bookings with the guest mailed, and refuses a paid one, a cancelled one and no booking', async () => {
    const confirmed = await booking('confirmed');
    const pending = await booking('pending');
    const cancelled = await booking('cancelled');
    const paid = await booking('confirmed');
    await recordOfflinePayment(database.db, owner, { bookingId: paid.id, method: 'cash' });
    const nobody = '00000000-0000-4000-8000-000000000009';
    const outcomes = await bulkChange(database.db, owner, 'cancel', [confirmed.id, pending.id, cancelled.id, paid.id, nobody]);
    expect(outcomes.map((outcome) => [outcome.reference, outcome.done, outcome.reason])).toEqual([
      [confirmed.reference, true, null],
      [pending.reference, true, null],
      [cancelled.reference, false, BULK_MESSAGES.alreadyCancelled],
      [paid.reference, false, BULK_MESSAGES.paid],
      [nobody, false, BULK_MESSAGES.notFound],
    ]);
    const stored = new Map(
      (
        await database.db
          .select()
          .from(bookings)
          .where(inArray(bookings.id, [confirmed.id, pending.id, paid.id]))
      ).map((row) => [row.id, row.status]),
    );
    expect([stored.get(confirmed.id), stored.get(pending.id), stored.get(paid.id)]).toEqual(['cancelled', 'cancelled', 'confirmed']);
    expect(await mailKinds(confirmed.id)).toEqual(['booking-cancelled', 'staff-booking-cancelled']);
    expect(await mailKinds(pending.id)).toEqual(['booking-cancelled', 'staff-booking-cancelled']);
    expect(await listAudit(database.db, 'booking', confirmed.id)).toHaveLength(1);
    expect(bulkSummary('cancel', outcomes)).toMatch(/^2 cancelled, 3 refused: /);
  });
});
