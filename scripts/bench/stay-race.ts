// The stay race over HTTP: many guests at once open a checkout for the same night, split
// between two app processes sharing one PostgreSQL database, against the last rooms of a type. Exactly
// that many orders may hold rooms; then each is paid, and no night may be sold beyond its rooms.
// Run alone: `node scripts/bench/stay-race.ts`.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { bookings, roomHolds, roomTypes } from '#server/db/schema.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import { openStayOrders, payHeldOrders } from './stay-orders.ts';
import { onTwoServers } from './two-servers.ts';

export interface StayRaceOptions {
  requests: number;
  /** Rooms of the type still free for the night when the race starts. */
  lastRooms: number;
  databaseUrl: string;
}

export interface StayRaceResult {
  held: number;
  /** Refused with the guest's sentence. */
  refused: number;
  errors: number;
  byStatus: Record<string, number>;
  /** Confirmed bookings after every held order is paid. */
  booked: number;
  /** Nights of the type whose counting holds exceed its rooms. */
  overbookedNights: number;
}

const DEMO_SECRET = crypto.randomBytes(16).toString('hex');
const TYPE = { name: 'River Cottage', description: 'By the river.', roomCount: 4 + 3, adultsPerRoom: 3 };

export async function runStayRace(options: StayRaceOptions): Promise<StayRaceResult> {
  return onTwoServers('stayrace', options.databaseUrl, { PAYMENTS: 'demo', DEMO_PAYMENT_SECRET: DEMO_SECRET }, async ({ servers, db }) => {
    const checkIn = addDays(todayIn('Asia/Kolkata'), 60);
    const checkOut = addDays(checkIn, 1);
    // The type has rooms to spare; a booking already holds all but the last few for the night.
    const [type] = await db
      .insert(roomTypes)
      .values({ name: TYPE.name, description: TYPE.description, adultsPerRoom: TYPE.adultsPerRoom })
      .returning();
    await setRoomCount(db, TYPE.roomCount - 3 + options.lastRooms, type!.id);
    const [earlier] = await db
      .insert(bookings)
      .values({
        eventTitle: 'Stay',
        eventDate: checkIn,
        selectedSlot: `${checkIn} to ${checkOut}`,
        price: 'Rs. 1',
        customerName: 'Earlier Guest',
        customerEmail: 'earlier@example.org',
        customerPhone: '+91 98765 43210',
        status: 'confirmed',
        kind: 'stay',
      })
      .returning();
    await db.insert(roomHolds).values({ roomTypeId: type!.id, checkIn, checkOut, rooms: TYPE.roomCount - 3, bookingId: earlier!.id });

    const answers = await openStayOrders(servers, {
      count: options.requests,
      roomTypeId: type!.id,
      checkIn,
      adults: TYPE.adultsPerRoom,
      tag: 'stay',
    });
    const byStatus: Record<string, number> = {};
    const held: string[] = [];
    let refused = 0;
    for (const answer of answers) {
      const refusedForRooms = answer.outcome === 400 && answer.body.includes(ROOM_MESSAGES.noRooms);
      const key = refusedForRooms || answer.outcome !== 400 ? String(answer.outcome) : '400-other';
      byStatus[key] = (byStatus[key] ?? 0) + 1;
      if (answer.outcome === 200) held.push((JSON.parse(answer.body) as { id: string }).id);
      if (refusedForRooms) refused += 1;
    }

    // Every held checkout is paid, through the same answer a guest's browser sends.
    await payHeldOrders(servers, held, DEMO_SECRET);
    const [{ booked } = { booked: 0 }] = await db
      .select({ booked: sql<number>`count(*)::int` })
      .from(bookings)
      .where(sql`${bookings.kind} = 'stay' and ${bookings.status} = 'confirmed' and ${bookings.paymentId} is not null`);
    const overbooked = await db.execute<{ night: string }>(sql`
        select night::date as night from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as night
        where (select coalesce(sum(rooms), 0) from room_holds h
               where h.room_type_id = ${type!.id} and h.check_in <= night::date and h.check_out > night::date
                 and h.released_at is null and (h.expires_at is null or h.expires_at > now()))
              > (select count(*) from room_units where room_type_id = ${type!.id} and active)`);
    const overbookedNights = (overbooked as unknown as { rows: unknown[] }).rows.length;
    return {
      held: held.length,
      refused,
      errors: options.requests - held.length - refused,
      byStatus,
      booked: Number(booked),
      overbookedNights,
    };
  });
}

if (import.meta.main) {
  const { build } = await import('./server.ts');
  const { POSTGRES_URL } = await import('./postgres.ts');
  build();
  console.log(await runStayRace({ requests: 500, lastRooms: 3, databaseUrl: POSTGRES_URL }));
}
