import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { THERAPY_MESSAGES } from '#app/lib/therapies-messages.ts';
import type { Database } from '#server/db/client.ts';
import { appointments, paymentOrders, practitioners } from '#server/db/schema.ts';
import { Refusal } from '#server/refusal.ts';
import { listStarts } from '#server/therapies/schedule-data.ts';
import { bookHeld, cancelAppointment, moveAppointment, releaseHeld, takeAppointment, type TakeRequest } from '#server/therapies/take.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { stayBooking } from '#tests/support/care.ts';
import { createSharedTestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { createTherapyScene, type TherapyScene } from '#tests/support/therapies.ts';

// Taking therapy times against the database, on PGlite and on PostgreSQL, where the two handles are two
// connection pools as two app processes would have: whatever arrives at once, a practitioner or a room
// is never given two sessions that overlap, and a refused take, move or lapsed hold leaves things right.

let handles: Database[];
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  const shared = await createSharedTestDatabase();
  handles = shared.handles.map((handle) => handle.db);
  closeDatabase = shared.close;
});
afterAll(() => closeDatabase());

const db = () => handles[0]!;
const DAY = addDays(todayIn(TIME_ZONE), 10);
const at = (hour: number, minute = 0) => zonedInstant(DAY, hour * 60 + minute, TIME_ZONE);
const booked = { status: 'booked', bookingId: null } as const;

function take(scene: TherapyScene, startsAt: Date, extra: Partial<TakeRequest> = {}, handle = db()) {
  return takeAppointment(handle, { serviceId: scene.serviceId, startsAt, leadMinutes: 0, holder: booked, timeZone: TIME_ZONE, ...extra });
}

/** 'taken', or the refusal's sentence; anything else thrown is an error and fails the test. */
async function outcome(taking: Promise<unknown>): Promise<string> {
  try {
    await taking;
    return 'taken';
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
}

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of outcomes) counts[entry] = (counts[entry] ?? 0) + 1;
  return counts;
}

/** Pairs of sessions sharing a practitioner or a room whose busy spans overlap, holds counted while they run at `asOf`. */
async function overlaps(asOf = new Date()): Promise<number> {
  const rows = (await db().select().from(appointments)).filter(
    (row) => ['booked', 'done', 'no-show'].includes(row.status) || (row.status === 'held' && row.holdUntil! > asOf),
  );
  let clashes = 0;
  for (const [n, a] of rows.entries()) {
    for (const b of rows.slice(n + 1)) {
      const shared = a.practitionerId === b.practitionerId || (a.roomId !== null && a.roomId === b.roomId);
      if (shared && a.startsAt < b.busyUntil && b.startsAt < a.busyUntil) clashes += 1;
    }
  }
  return clashes;
}

async function count(serviceId: string): Promise<number> {
  const rows = await db().select({ id: appointments.id }).from(appointments).where(eq(appointments.serviceId, serviceId));
  return rows.length;
}

describe('taking a time at once from two processes', () => {
  it('gives one 60-minute time with 2 practitioners and 1 room to exactly one of 30 guests', async () => {
    const scene = await createTherapyScene(db());
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => outcome(take(scene, at(10), {}, handles[i % handles.length]))));
    expect(tally(outcomes)).toEqual({ taken: 1, [THERAPY_MESSAGES.timeGone]: 29 });
    expect(await count(scene.serviceId)).toBe(1);
    expect(await overlaps()).toBe(0);
  });

  it('with 2 rooms, gives the time twice: to each practitioner once, in a different room', async () => {
    const scene = await createTherapyScene(db(), { rooms: 2 });
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => outcome(take(scene, at(11), {}, handles[i % handles.length]))));
    expect(tally(outcomes)).toEqual({ taken: 2, [THERAPY_MESSAGES.timeGone]: 18 });
    const rows = await db().select().from(appointments).where(eq(appointments.serviceId, scene.serviceId));
    expect(new Set(rows.map((row) => row.practitionerId)).size).toBe(2);
    expect(new Set(rows.map((row) => row.roomId)).size).toBe(2);
    expect(await overlaps()).toBe(0);
  });

  it('overlapping starts of one practitioner: one of them only, whichever comes first', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1, roomKind: null, bufferMinutes: 15 });
    const starts = [at(15), at(15, 15), at(15, 30), at(15, 45), at(16)];
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome(take(scene, starts[i % starts.length]!, {}, handles[i % handles.length]))),
    );
    expect(outcomes.filter((entry) => entry === 'taken')).toHaveLength(1);
    expect(outcomes.filter((entry) => entry !== 'taken').every((entry) => entry === THERAPY_MESSAGES.timeGone)).toBe(true);
    expect(await overlaps()).toBe(0);
  });
});

describe('choosing who', () => {
  it('any practitioner: the one with fewest sessions that day, ties by id; a chosen one only when free', async () => {
    const scene = await createTherapyScene(db(), { rooms: 2 });
    const [first, second] = scene.practitionerIds as [string, string];
    expect((await take(scene, at(9))).practitionerId).toBe(first);
    expect((await take(scene, at(10))).practitionerId).toBe(second);
    await take(scene, at(11), { practitionerId: second });
    expect((await take(scene, at(12))).practitionerId).toBe(first);
    await take(scene, at(14), { practitionerId: first });
    expect(await outcome(take(scene, at(14), { practitionerId: first }))).toBe(THERAPY_MESSAGES.timeGone);
    expect((await take(scene, at(14))).practitionerId).toBe(second);
  });

  it('lists the starts left: a practitioner taken leaves the other one offered', async () => {
    const scene = await createTherapyScene(db(), { rooms: 2 });
    await take(scene, at(9));
    const starts = await listStarts(db(), { serviceId: scene.serviceId, day: DAY, timeZone: TIME_ZONE, leadMinutes: 0 });
    expect(starts[0]!.startsAt).toEqual(at(9));
    expect(starts[0]!.practitionerIds).toHaveLength(1);
    expect(starts[0]!.roomIds).toHaveLength(1);
    expect(starts.find((start) => start.startsAt.getTime() === at(13).getTime())).toBeUndefined();
  });

  it('a practitioner who stops taking appointments is offered no more', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1 });
    await db().update(practitioners).set({ takesAppointments: false }).where(eq(practitioners.id, scene.practitionerIds[0]!));
    expect(await listStarts(db(), { serviceId: scene.serviceId, day: DAY, timeZone: TIME_ZONE, leadMinutes: 0 })).toEqual([]);
    expect(await outcome(take(scene, at(10)))).toBe(THERAPY_MESSAGES.timeGone);
  });
});

describe('refusals', () => {
  it('a refused take changes nothing', async () => {
    const scene = await createTherapyScene(db());
    const other = await createTherapyScene(db(), { roomKind: 'consultation' });
    await take(scene, at(10));
    const before = await count(scene.serviceId);
    const now = at(8);
    expect(await outcome(take(scene, at(10)))).toBe(THERAPY_MESSAGES.timeGone);
    expect(await outcome(take(scene, at(9), { now, leadMinutes: 120 }))).toBe(THERAPY_MESSAGES.tooSoon);
    expect(await outcome(take(scene, at(7), { now }))).toBe(THERAPY_MESSAGES.timeGone);
    expect(await outcome(take(scene, at(16), { window: { from: at(9), to: at(16, 30) } }))).toBe(THERAPY_MESSAGES.outsideStay);
    expect(await outcome(take(scene, at(16), { practitionerId: other.practitionerIds[0]! }))).toBe(THERAPY_MESSAGES.notQualified);
    expect(await outcome(take(scene, at(13)))).toBe(THERAPY_MESSAGES.timeGone);
    expect(await count(scene.serviceId)).toBe(before);
    expect(await outcome(take({ ...scene, serviceId: crypto.randomUUID() }, at(16)))).toBe(THERAPY_MESSAGES.unknownService);
  });
});

describe('moving and giving back', () => {
  it('a move frees the old time in the same step, and may move within its own span', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1 });
    const first = await take(scene, at(10));
    const moved = await moveAppointment(db(), { appointmentId: first.id, startsAt: at(10, 30), leadMinutes: 0, timeZone: TIME_ZONE });
    expect(moved.startsAt).toEqual(at(10, 30));
    expect(moved.endsAt).toEqual(at(11, 30));
    expect(await outcome(take(scene, at(10)))).toBe(THERAPY_MESSAGES.timeGone);
    const later = await moveAppointment(db(), {
      appointmentId: first.id,
      startsAt: at(15),
      leadMinutes: 0,
      byGuest: true,
      timeZone: TIME_ZONE,
    });
    expect(later.guestReschedules).toBe(1);
    expect(await outcome(take(scene, at(10)))).toBe('taken');
    expect(await outcome(take(scene, at(15)))).toBe(THERAPY_MESSAGES.timeGone);
    expect(await overlaps()).toBe(0);
  });

  it('a refused move leaves the appointment where it was', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1 });
    const first = await take(scene, at(10));
    await take(scene, at(12));
    const move = moveAppointment(db(), { appointmentId: first.id, startsAt: at(11, 30), leadMinutes: 0, timeZone: TIME_ZONE });
    expect(await outcome(move)).toBe(THERAPY_MESSAGES.timeGone);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, first.id));
    expect(row!.startsAt).toEqual(at(10));
  });

  it('staff may move a session to the other practitioner', async () => {
    const scene = await createTherapyScene(db());
    const first = await take(scene, at(10), { practitionerId: scene.practitionerIds[0]! });
    const moved = await moveAppointment(db(), {
      appointmentId: first.id,
      startsAt: at(10),
      practitionerId: scene.practitionerIds[1]!,
      leadMinutes: 0,
      timeZone: TIME_ZONE,
    });
    expect(moved.practitionerId).toBe(scene.practitionerIds[1]);
  });

  it('a cancelled session frees its time; cancelling twice is refused', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1 });
    const first = await take(scene, at(10));
    expect((await cancelAppointment(db(), first.id)).status).toBe('cancelled');
    expect(await outcome(cancelAppointment(db(), first.id))).toBe(THERAPY_MESSAGES.notChangeable);
    expect(await outcome(take(scene, at(10)))).toBe('taken');
  });
});

describe('held times', () => {
  it('a hold blocks until it lapses, then frees its time', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1 });
    const now = at(7);
    const holdUntil = new Date(now.getTime() + 15 * 60_000);
    await take(scene, at(10), { now, holder: { status: 'held', holdUntil, paymentOrderId: null } });
    expect(await outcome(take(scene, at(10), { now }))).toBe(THERAPY_MESSAGES.timeGone);
    const after = new Date(holdUntil.getTime() + 1);
    expect(await outcome(take(scene, at(10), { now: after }))).toBe('taken');
    expect(await overlaps(after)).toBe(0);
    expect(await overlaps(now)).toBe(1);
  });

  it('a paid hold is booked, a lapsed one only while its time is still free; a released one frees its time', async () => {
    const scene = await createTherapyScene(db(), { practitioners: 1 });
    const { booking } = await stayBooking(db(), { checkIn: DAY, checkOut: addDays(DAY, 2) });
    const now = at(7);
    const holdUntil = new Date(now.getTime() + 15 * 60_000);
    const lapsed = new Date(holdUntil.getTime() + 60_000);
    const hold = async (startsAt: Date) => {
      const order = await paymentOrder();
      await take(scene, startsAt, { now, holder: { status: 'held', holdUntil, paymentOrderId: order } });
      return order;
    };
    const [paidInTime, paidLate, paidTooLate, abandoned] = [await hold(at(9)), await hold(at(11)), await hold(at(15)), await hold(at(17))];

    const [inTime] = await bookHeld(db(), paidInTime, booking.id, now);
    expect(inTime).toMatchObject({ status: 'booked', bookingId: booking.id, holdUntil: null });
    const [late] = await bookHeld(db(), paidLate, booking.id, lapsed);
    expect(late).toMatchObject({ status: 'booked', startsAt: at(11) });

    expect(await outcome(take(scene, at(15), { now: lapsed }))).toBe('taken');
    expect(await outcome(bookHeld(db(), paidTooLate, booking.id, lapsed))).toBe(THERAPY_MESSAGES.timeGone);
    const [stillHeld] = await db().select().from(appointments).where(eq(appointments.paymentOrderId, paidTooLate));
    expect(stillHeld!.status).toBe('held');

    expect(await outcome(take(scene, at(17), { now }))).toBe(THERAPY_MESSAGES.timeGone);
    expect(await releaseHeld(db(), abandoned)).toBe(1);
    expect(await outcome(take(scene, at(17), { now }))).toBe('taken');
    expect(await overlaps(lapsed)).toBe(0);
  });
});

/** An online checkout's order, for holds to name. */
async function paymentOrder(): Promise<string> {
  const [row] = await db()
    .insert(paymentOrders)
    .values({
      kind: 'event',
      amountPaise: 350_000,
      provider: 'demo',
      details: { kind: 'event', eventId: crypto.randomUUID(), eventDate: DAY, slot: '10:00 AM', title: 'Abhyanga' },
      customerName: 'Asha Rao',
      customerEmail: 'asha.rao@example.org',
      customerPhone: '+91 98765 43210',
    })
    .returning({ id: paymentOrders.id });
  return row!.id;
}
