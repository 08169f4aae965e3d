import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportRange } from '#app/lib/admin/report-range.ts';
import type { AppointmentTally } from '#app/lib/admin/reports-view.ts';
import { appointmentsReport } from '#server/admin/reports/appointments.ts';
import { reportCsv } from '#server/admin/reports/csv.ts';
import { loadReports } from '#server/admin/reports/index.ts';
import { recordOfflinePayment } from '#server/bookings/offline-payment.ts';
import { appointments, bookings, refunds, refundsDue } from '#server/db/schema.ts';
import { cancelAppointment, takeAppointment, type TakeRequest } from '#server/therapies/take.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { parseCsv } from '#tests/support/csv-parse.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { ist } from '#tests/support/report-fixture.ts';
import { createTherapyScene, type TherapyScene } from '#tests/support/therapies.ts';

// The reports' appointments, worked out by hand: March 2027 in India, two services and three practitioners.
//   Massage (2 practitioners):  10 Mar 10:00 with P1, paid ₹3,500 cash, done
//                               10 Mar 10:00 with P2, paid ₹3,500 by UPI, ₹1,000 refunded (a refused ₹500 is none), cancelled
//                               10 Mar 11:00 with P1, never paid, a no-show
//                               10 Mar 14:00 held by an open checkout, and 15:00 a lapsed hold: no appointments
//   Consultation (P3):          11 Mar 10:00, paid ₹2,000 cash, ₹300 given back by hand, booked
//                               11 Mar 11:00 and 2 Apr 11:00 on one booking paid ₹4,000: ₹2,000 each, one in March
// Massage: done 1, no-show 1, cancelled 1; paid ₹7,000, refunded ₹1,000, net ₹6,000.
// Consultation: booked 2; paid ₹4,000, refunded ₹300, net ₹3,700.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

const MARCH = reportRange('month', '2027-03-01', '2027-03-31');
const NOW = ist('2027-03-01T09:00');
const desk = { userId: 'desk1', email: 'desk1@example.org' };
const at = (day: string, hour: number) => zonedInstant(day, hour * 60, TIME_ZONE);

let massage: TherapyScene;
let consultation: TherapyScene;

async function booking(price: string) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      eventTitle: 'Therapy',
      eventDate: '2027-03-10',
      selectedSlot: '10:00 AM',
      price,
      customerName: 'Meera Pillai',
      customerEmail: 'meera@example.org',
      customerPhone: '9876543210',
      status: 'confirmed',
      kind: 'appointment',
    })
    .returning();
  return row!;
}

function take(scene: TherapyScene, startsAt: Date, practitioner: number, holder: TakeRequest['holder']) {
  return takeAppointment(database.db, {
    serviceId: scene.serviceId,
    practitionerId: scene.practitionerIds[practitioner]!,
    startsAt,
    leadMinutes: 0,
    holder,
    now: NOW,
    timeZone: TIME_ZONE,
  });
}

const setStatus = (id: string, status: 'done' | 'no-show') =>
  database.db.update(appointments).set({ status }).where(eq(appointments.id, id));

beforeAll(async () => {
  const db = database.db;
  massage = await createTherapyScene(db, { practitioners: 2, rooms: 2 });
  consultation = await createTherapyScene(db, { practitioners: 1, roomKind: null });

  const done = await booking('Rs 3500');
  await setStatus((await take(massage, at('2027-03-10', 10), 0, { status: 'booked', bookingId: done.id })).id, 'done');
  await recordOfflinePayment(db, desk, { bookingId: done.id, method: 'cash' }, ist('2027-02-20T10:00'));

  const cancelled = await booking('Rs 3500');
  const cancelledSession = await take(massage, at('2027-03-10', 10), 1, { status: 'booked', bookingId: cancelled.id });
  const order = await recordOfflinePayment(
    db,
    desk,
    { bookingId: cancelled.id, method: 'upi', reference: 'UPI-1' },
    ist('2027-03-01T10:00'),
  );
  await cancelAppointment(db, cancelledSession.id, NOW);
  const refund = {
    bookingId: cancelled.id,
    paymentOrderId: order!.id,
    paymentId: 'UPI-1',
    provider: 'demo' as const,
    requestedBy: desk.email,
  };
  await db.insert(refunds).values([
    {
      ...refund,
      amountPaise: 100_000,
      reason: 'Cancelled',
      cause: 'report-test:1',
      state: 'processed',
      processedAt: ist('2027-03-02T10:00'),
    },
    { ...refund, amountPaise: 50_000, reason: 'Refused by the bank', cause: 'report-test:2', state: 'failed' },
  ]);

  const missed = await booking('Rs 3500');
  await setStatus((await take(massage, at('2027-03-10', 11), 0, { status: 'booked', bookingId: missed.id })).id, 'no-show');
  await take(massage, at('2027-03-10', 14), 1, { status: 'held', holdUntil: at('2027-03-10', 14), paymentOrderId: null });
  const lapsed = await take(massage, at('2027-03-10', 15), 1, { status: 'held', holdUntil: NOW, paymentOrderId: null });
  await cancelAppointment(db, lapsed.id, NOW);

  const consulted = await booking('Rs 2000');
  await take(consultation, at('2027-03-11', 10), 0, { status: 'booked', bookingId: consulted.id });
  const cash = await recordOfflinePayment(db, desk, { bookingId: consulted.id, method: 'cash' }, ist('2027-03-01T11:00'));
  await db.insert(refundsDue).values({
    bookingId: consulted.id,
    paymentOrderId: cash!.id,
    amountPaise: 30_000,
    reason: 'Shorter session',
    cause: 'report-test:due',
    requestedBy: desk.email,
    paidOutAt: ist('2027-03-11T12:00'),
  });

  const two = await booking('Rs 4000');
  await take(consultation, at('2027-03-11', 11), 0, { status: 'booked', bookingId: two.id });
  await take(consultation, at('2027-04-02', 11), 0, { status: 'booked', bookingId: two.id });
  await recordOfflinePayment(db, desk, { bookingId: two.id, method: 'card' }, ist('2027-03-01T12:00'));
}, 120_000);

const tally = (key: string, name: RegExp, figures: Omit<AppointmentTally, 'key' | 'name' | 'netPaise'>): AppointmentTally => ({
  key,
  name: expect.stringMatching(name) as unknown as string,
  ...figures,
  netPaise: figures.paidPaise - figures.refundedPaise,
});

describe(`the appointments report (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('counts each service and each practitioner as worked out by hand, money from the payment records', async () => {
    const report = await appointmentsReport(database.db, MARCH, TIME_ZONE);
    const byKey = (rows: AppointmentTally[]) => Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(report.byService).toHaveLength(2);
    expect(byKey(report.byService)).toEqual({
      [massage.serviceId]: tally(massage.serviceId, /^Abhyanga /, {
        booked: 0,
        done: 1,
        noShows: 1,
        cancelled: 1,
        paidPaise: 700_000,
        refundedPaise: 100_000,
      }),
      [consultation.serviceId]: tally(consultation.serviceId, /^Abhyanga /, {
        booked: 2,
        done: 0,
        noShows: 0,
        cancelled: 0,
        paidPaise: 400_000,
        refundedPaise: 30_000,
      }),
    });
    const [p1, p2] = massage.practitionerIds;
    const p3 = consultation.practitionerIds[0]!;
    expect(byKey(report.byPractitioner)).toEqual({
      [p1!]: tally(p1!, /^Therapist /, { booked: 0, done: 1, noShows: 1, cancelled: 0, paidPaise: 350_000, refundedPaise: 0 }),
      [p2!]: tally(p2!, /^Therapist /, { booked: 0, done: 0, noShows: 0, cancelled: 1, paidPaise: 350_000, refundedPaise: 100_000 }),
      [p3]: tally(p3, /^Therapist /, { booked: 2, done: 0, noShows: 0, cancelled: 0, paidPaise: 400_000, refundedPaise: 30_000 }),
    });
    // Sorted by name, and the screen's data carries the same figures.
    expect(report.byPractitioner.map((row) => row.name)).toEqual(report.byPractitioner.map((row) => row.name).sort());
    const screen = await loadReports(database.db, { range: MARCH, timeZone: TIME_ZONE, now: NOW });
    expect(screen.appointments).toEqual(report);
  });

  it("gives April the second session's share of the two-session booking, and February nothing", async () => {
    const april = await appointmentsReport(database.db, reportRange('month', '2027-04-01', '2027-04-30'), TIME_ZONE);
    expect(april.byService).toEqual([
      tally(consultation.serviceId, /^Abhyanga /, { booked: 1, done: 0, noShows: 0, cancelled: 0, paidPaise: 200_000, refundedPaise: 0 }),
    ]);
    expect(await appointmentsReport(database.db, reportRange('week', '2027-02-01', '2027-02-28'), TIME_ZONE)).toEqual({
      byService: [],
      byPractitioner: [],
    });
  });

  it('writes the CSV with a row per service, then per practitioner, money in rupees', async () => {
    const csv = parseCsv(await reportCsv(database.db, 'appointments', { range: MARCH, timeZone: TIME_ZONE }));
    expect(csv[0]).toEqual(['by', 'name', 'booked', 'done', 'no_shows', 'cancelled', 'paid_rupees', 'refunded_rupees', 'net_rupees']);
    expect(csv.slice(1).map((row) => row[0])).toEqual(['service', 'service', 'practitioner', 'practitioner', 'practitioner']);
    expect(csv).toContainEqual(['service', expect.stringMatching(/^Abhyanga /), '0', '1', '1', '1', '7000.00', '1000.00', '6000.00']);
    expect(csv).toContainEqual(['practitioner', expect.stringMatching(/^Therapist /), '2', '0', '0', '0', '4000.00', '300.00', '3700.00']);
  });
});
