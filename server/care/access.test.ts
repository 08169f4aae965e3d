import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIRST_RETREAT_SLUG } from '#app/lib/retreat-view.ts';
import type { StaffSession } from '#server/auth/guard.ts';
import { mayReadGuest } from '#server/care/access.ts';
import { authUser, bookings, guestPractitioners, practitioners, retreats } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';

// The one rule of who may read whose health answers, for every kind of account and booking: the owner
// every guest; a practitioner those assigned to them; a doctor also every guest of a doctor-guided booking
// that is not cancelled (a retreat so marked, whether the booking names it or predates retreats having
// names, or a stay of the owner's nights); the front desk and the editor none.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

let people = 0;
async function account(role: string, doctor?: boolean): Promise<StaffSession> {
  people += 1;
  const id = `care-${people}`;
  const email = `care-${people}@example.org`;
  await database.db.insert(authUser).values({ id, name: `Care ${people}`, email, role });
  if (doctor !== undefined) await database.db.insert(practitioners).values({ userId: id, doctor });
  return { userId: id, email, name: `Care ${people}`, role };
}

async function guestOf(values: Partial<typeof bookings.$inferInsert>): Promise<string> {
  people += 1;
  const [row] = await database.db
    .insert(bookings)
    .values({
      eventTitle: 'Stay',
      eventDate: '2031-03-01',
      selectedSlot: 'Stay',
      price: 'Rs 5000',
      customerName: `Guest ${people}`,
      customerEmail: `guest-${people}@example.org`,
      customerPhone: '+91 90000 00000',
      status: 'confirmed',
      kind: 'stay',
      details: { kind: 'stay', adults: 1, nights: 2, promoCode: null },
      ...values,
    })
    .returning();
  return row!.guestId;
}

describe(`who may read whose health answers (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('follows the role, the assignment, the doctor mark and the doctor-guided booking', async () => {
    const [first] = await database.db.select().from(retreats).where(eq(retreats.slug, FIRST_RETREAT_SLUG));
    expect(first, 'the first retreat is seeded').toBeTruthy();
    await database.db.update(retreats).set({ doctorGuided: true }).where(eq(retreats.id, first!.id));
    const retreatDetails = { kind: 'retreat' as const, occupancy: 'double' as const, guests: 1 };

    const owner = await account('owner');
    const desk = await account('front-desk');
    const editor = await account('editor');
    const therapist = await account('practitioner', false);
    const doctor = await account('practitioner', true);
    const unrowed = await account('practitioner');

    const shortStay = await guestOf({});
    const longStay = await guestOf({ details: { kind: 'stay', adults: 1, nights: 7, promoCode: null } });
    const namedRetreat = await guestOf({
      kind: 'retreat',
      details: { ...retreatDetails, retreat: { id: first!.id, slug: first!.slug, title: first!.title, nights: first!.nights } },
    });
    const oldRetreat = await guestOf({ kind: 'retreat', details: retreatDetails });
    const cancelled = await guestOf({ status: 'cancelled', details: { kind: 'stay', adults: 1, nights: 10, promoCode: null } });
    const [therapistRow] = await database.db.select().from(practitioners).where(eq(practitioners.userId, therapist.userId));
    await database.db.insert(guestPractitioners).values({ guestId: shortStay, practitionerId: therapistRow!.id });

    const may = (staff: StaffSession, guestId: string) => mayReadGuest(database.db, staff, guestId);
    for (const guest of [shortStay, longStay, namedRetreat, oldRetreat, cancelled]) {
      expect(await may(owner, guest)).toBe(true);
      expect(await may(desk, guest)).toBe(false);
      expect(await may(editor, guest)).toBe(false);
      expect(await may(unrowed, guest)).toBe(false);
    }
    expect(await may(therapist, shortStay)).toBe(true);
    expect(await may(therapist, longStay)).toBe(false);
    expect(await may(therapist, namedRetreat)).toBe(false);
    expect(await may(doctor, shortStay)).toBe(false);
    expect(await may(doctor, longStay)).toBe(true);
    expect(await may(doctor, namedRetreat)).toBe(true);
    expect(await may(doctor, oldRetreat)).toBe(true);
    expect(await may(doctor, cancelled)).toBe(false);

    // A retreat not marked: its guests are the doctor's only when assigned.
    await database.db.update(retreats).set({ doctorGuided: false }).where(eq(retreats.id, first!.id));
    expect(await may(doctor, namedRetreat)).toBe(false);
    expect(await may(doctor, oldRetreat)).toBe(false);
  });
});
