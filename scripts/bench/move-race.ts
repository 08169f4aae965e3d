// The move race over HTTP: staff moving stays onto a night and guests opening checkouts for it, all at
// once, split between two app processes sharing one PostgreSQL database, against the last units of a
// room type. However the requests interleave, the night is never sold beyond its units and no unit is
// given to two guests. Run alone: `node scripts/bench/move-race.ts`.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { priceText } from '#app/lib/money.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { priceStay } from '#server/bookings/pricing.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, roomTypes } from '#server/db/schema.ts';
import { takeRooms } from '#server/rooms/inventory.ts';
import { setRoomCount } from '#server/rooms/units.ts';
import type { RunningServer } from './server.ts';
import { openStayOrders, payHeldOrders } from './stay-orders.ts';
import { onTwoServers } from './two-servers.ts';

export interface MoveRaceOptions {
  /** Stays moved onto the night; as many guests' checkouts race them. */
  moves: number;
  checkouts: number;
  /** Units of the type still free on the night when the race starts. */
  lastUnits: number;
  databaseUrl: string;
}

export interface MoveRaceResult {
  /** Stays stored on the night after the race, and the moves answered as made: the two must agree. */
  moved: number;
  movesAnswered: number;
  movesRefused: number;
  held: number;
  checkoutsRefused: number;
  errors: number;
  byStatus: Record<string, number>;
  /** Nights of the type whose counting holds exceed its units. */
  overbookedNights: number;
  /** A unit given to two holds on one night. */
  doubleAssigned: number;
  /** Room-nights that count but sleep in no unit. */
  unassigned: number;
}

const DEMO_SECRET = crypto.randomBytes(16).toString('hex');
const AUTH_SECRET = crypto.randomBytes(32).toString('hex');
const ADMIN = { email: 'race-owner@example.org', password: 'race owner password' };
const ADULTS = 2;
const FILLED = 5;

/** The owner's session cookie on one server, through Better Auth's real sign-in. */
async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** A confirmed stay of one night for two, holding its room as a staff booking would. */
async function bookedStay(db: Database, type: { id: string; name: string }, night: string, guest: string) {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        kind: 'stay',
        eventTitle: 'Stay',
        eventDate: night,
        selectedSlot: `${night} to ${addDays(night, 1)}`,
        price: priceText(priceStay({ checkIn: night, checkOut: addDays(night, 1), adults: ADULTS }).amountPaise),
        customerName: `Guest ${guest}`,
        customerEmail: `${guest}@example.org`,
        customerPhone: '+91 98765 43210',
        status: 'confirmed',
        details: { kind: 'stay', adults: ADULTS, nights: 1, promoCode: null, room: { typeId: type.id, typeName: type.name, rooms: 1 } },
      })
      .returning();
    await takeRooms(tx, { roomTypeId: type.id, checkIn: night, checkOut: addDays(night, 1), rooms: 1 }, { bookingId: booking!.id });
    return booking!;
  });
}

/** Staff's Move of one stay onto the night and type, as the Move dialog confirms it. */
async function postMove(server: RunningServer, cookie: string, form: Record<string, string>): Promise<string> {
  try {
    const response = await fetch(`${server.url}/admin/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });
    const body = await response.text();
    if (response.status < 400) return 'moved';
    return body.includes(ROOM_MESSAGES.noRooms) ? 'refused' : `move-${response.status}`;
  } catch {
    return 'move-network';
  }
}

async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute<{ n: number }>(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function runMoveRace(options: MoveRaceOptions): Promise<MoveRaceResult> {
  const env = {
    PAYMENTS: 'demo',
    DEMO_PAYMENT_SECRET: DEMO_SECRET,
    AUTH_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_SIGN_IN_LIMIT: '1000000',
  };
  return onTwoServers('moverace', options.databaseUrl, env, async ({ servers, db }) => {
    const night = addDays(todayIn('Asia/Kolkata'), 60);
    const elsewhere = addDays(night, 10);
    // The night's type: all but its last units already sleep guests. The moving stays come from another
    // type on another night, each in a unit of its own.
    const [type] = await db
      .insert(roomTypes)
      .values({ name: 'Garden Room', description: 'By the garden.', adultsPerRoom: ADULTS })
      .returning();
    const [other] = await db
      .insert(roomTypes)
      .values({ name: 'Hill Room', description: 'On the hill.', adultsPerRoom: ADULTS })
      .returning();
    await setRoomCount(db, FILLED + options.lastUnits, type!.id);
    await setRoomCount(db, options.moves, other!.id);
    for (let n = 0; n < FILLED; n += 1) await bookedStay(db, type!, night, `earlier-${n}`);
    const moving = [];
    for (let n = 0; n < options.moves; n += 1) moving.push(await bookedStay(db, other!, elsewhere, `moving-${n}`));

    const cookies = await Promise.all(servers.map(signIn));
    const expectedPaise = String(priceStay({ checkIn: night, checkOut: addDays(night, 1), adults: ADULTS }).amountPaise);
    const moves = moving.map((booking, i) =>
      postMove(servers[i % servers.length]!, cookies[i % servers.length]!, {
        intent: 'move-stay',
        id: booking.id,
        checkIn: night,
        checkOut: addDays(night, 1),
        roomTypeId: type!.id,
        adults: String(ADULTS),
        expectedPaise,
      }),
    );
    const checkouts = openStayOrders(servers, {
      count: options.checkouts,
      roomTypeId: type!.id,
      checkIn: night,
      adults: ADULTS,
      tag: 'move',
    });
    const [moveAnswers, checkoutAnswers] = await Promise.all([Promise.all(moves), checkouts]);

    const byStatus: Record<string, number> = {};
    const count = (key: string) => (byStatus[key] = (byStatus[key] ?? 0) + 1);
    moveAnswers.forEach(count);
    const held: string[] = [];
    let checkoutsRefused = 0;
    for (const answer of checkoutAnswers) {
      const refused = answer.outcome === 400 && answer.body.includes(ROOM_MESSAGES.noRooms);
      if (answer.outcome === 200) held.push((JSON.parse(answer.body) as { id: string }).id);
      if (refused) checkoutsRefused += 1;
      count(answer.outcome === 200 ? 'held' : refused ? 'checkout-refused' : `checkout-${answer.outcome}`);
    }
    // Every held checkout is paid, as the guest's browser confirms it.
    await payHeldOrders(servers, held, DEMO_SECRET);

    // Counted from the stored bookings and holds, not from the answers.
    const movedRows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.eventDate, night), sql`${bookings.customerEmail} like 'moving-%'`));
    const counting = sql`h.released_at is null and (h.expires_at is null or h.expires_at > now())`;
    const overbookedNights = await countOf(
      db,
      sql`select count(*)::int as n from generate_series(${night}::date, ${elsewhere}::date, interval '1 day') as night
          where (select coalesce(sum(rooms), 0) from room_holds h
                 where h.room_type_id = ${type!.id} and h.check_in <= night::date and h.check_out > night::date and ${counting})
                > (select count(*) from room_units where room_type_id = ${type!.id} and active)`,
    );
    const doubleAssigned = await countOf(
      db,
      sql`select count(*)::int as n from (select unit_id, night from room_unit_nights group by unit_id, night having count(*) > 1) as twice`,
    );
    const unassigned = await countOf(
      db,
      sql`select (coalesce(sum(h.rooms * (h.check_out - h.check_in)), 0)
                  - (select count(*) from room_unit_nights u join room_holds c on c.id = u.hold_id where ${sql.raw(
                    'c.released_at is null and (c.expires_at is null or c.expires_at > now())',
                  )}))::int as n
          from room_holds h where ${counting}`,
    );
    const movedOk = byStatus['moved'] ?? 0;
    const movesRefused = byStatus['refused'] ?? 0;
    return {
      moved: movedRows.length,
      movesAnswered: movedOk,
      movesRefused,
      held: held.length,
      checkoutsRefused,
      errors: options.moves + options.checkouts - movedOk - movesRefused - held.length - checkoutsRefused,
      byStatus,
      overbookedNights,
      doubleAssigned,
      unassigned,
    };
  });
}

if (import.meta.main) {
  const { build } = await import('./server.ts');
  const { POSTGRES_URL } = await import('./postgres.ts');
  build();
  console.log(await runMoveRace({ moves: 100, checkouts: 100, lastUnits: 3, databaseUrl: POSTGRES_URL }));
}
