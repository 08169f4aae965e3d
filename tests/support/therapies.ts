import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TreatmentRoomKind } from '#app/lib/enums.ts';
import type { Database } from '#server/db/client.ts';
import { authUser, practitionerHours, practitioners, servicePractitioners, services, treatmentRooms } from '#server/db/schema.ts';

// A therapy as the estate sells one, written directly: a service, the practitioners qualified for it (staff
// accounts with the Practitioner role) working every day 09:00–18:00 with a 13:00–14:00 break on the
// estate's clock, and the rooms of its kind. Names are unique, so one database holds many scenes; the
// scene's rooms are the only active ones of their kind (earlier scenes' are made inactive), so a test
// counting on one room has exactly one.

export interface TherapyScene {
  serviceId: string;
  slug: string;
  /** Practitioner ids (practitioners.id), by id. */
  practitionerIds: string[];
  /** Their staff accounts (auth_user.id), in the same order. */
  userIds: string[];
  /** Room ids, in the order of their names. */
  roomIds: string[];
}

export interface TherapySceneOptions {
  practitioners?: number;
  rooms?: number;
  /** The kind of room the service needs; null, it takes none. */
  roomKind?: TreatmentRoomKind | null;
  durationMinutes?: number;
  bufferMinutes?: number;
  /** Weekly hours of each practitioner, minutes after midnight; every day. */
  hours?: { startMinute: number; endMinute: number; breakStartMinute: number | null; breakEndMinute: number | null };
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export async function createTherapyScene(db: Database, options: TherapySceneOptions = {}): Promise<TherapyScene> {
  const tag = crypto.randomBytes(4).toString('hex');
  const roomKind = options.roomKind === undefined ? 'massage' : options.roomKind;
  const hours = options.hours ?? { startMinute: 9 * 60, endMinute: 18 * 60, breakStartMinute: 13 * 60, breakEndMinute: 14 * 60 };
  const [service] = await db
    .insert(services)
    .values({
      slug: `massage-${tag}`,
      name: `Abhyanga ${tag}`,
      description: 'A warm-oil massage.',
      category: roomKind === 'massage' ? 'massage' : 'consultation',
      durationMinutes: options.durationMinutes ?? 60,
      bufferMinutes: options.bufferMinutes ?? 0,
      pricePaise: 350_000,
      roomKind,
    })
    .returning();
  const people: { id: string; userId: string }[] = [];
  for (let n = 1; n <= (options.practitioners ?? 2); n += 1) {
    const userId = `therapist-${tag}-${n}`;
    await db.insert(authUser).values({ id: userId, name: `Therapist ${tag} ${n}`, email: `${userId}@example.org`, role: 'practitioner' });
    const [row] = await db.insert(practitioners).values({ userId, title: 'Ayurvedic therapist' }).returning();
    people.push({ id: row!.id, userId });
  }
  people.sort((a, b) => (a.id < b.id ? -1 : 1));
  if (people.length) {
    await db.insert(servicePractitioners).values(people.map((person) => ({ serviceId: service!.id, practitionerId: person.id })));
    await db
      .insert(practitionerHours)
      .values(people.flatMap((person) => EVERY_DAY.map((weekday) => ({ practitionerId: person.id, weekday, ...hours }))));
  }
  const roomIds: string[] = [];
  if (roomKind) {
    await db.update(treatmentRooms).set({ active: false }).where(eq(treatmentRooms.kind, roomKind));
    for (let n = 1; n <= (options.rooms ?? 1); n += 1) {
      const [room] = await db
        .insert(treatmentRooms)
        .values({ name: `Room ${tag} ${n}`, kind: roomKind })
        .returning();
      roomIds.push(room!.id);
    }
  }
  return {
    serviceId: service!.id,
    slug: service!.slug,
    practitionerIds: people.map((person) => person.id),
    userIds: people.map((person) => person.userId),
    roomIds,
  };
}
