import { desc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { defaultClasses, defaultEvents } from '#app/content/default-events.ts';
import { demoHours, demoPractitioners, demoServices, demoTreatmentRooms, demoWorkingDays } from '#app/content/demo-therapies.ts';
import { shippedGallery } from '#app/content/gallery.ts';
import { demoHealthQuestionnaire } from '#app/content/health-questionnaire.ts';
import { demoRoomTypes } from '#app/content/rooms.ts';
import type { DefaultEvent } from '#app/content/types.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formDefinitionSchema, withConsentVersions } from '#app/lib/questionnaire.ts';
import { makeMissing } from './catalog/timetable.ts';
import type { Database } from './db/client.ts';
import {
  appMeta,
  calendarEvents,
  classes,
  galleryPhotos,
  instructors,
  practitionerHours,
  practitioners,
  promoCodes,
  questionnaires,
  questionnaireUses,
  retreats,
  roomTypes,
  servicePractitioners,
  services,
  treatmentRooms,
} from './db/schema.ts';
import { unitsOfNewType } from './rooms/units.ts';

const SEEDED_KEY = 'demo_content_seeded_at';
/** Rooms came later than the rest of the demo content: a database seeded before them gets them once too. */
const ROOMS_SEEDED_KEY = 'demo_rooms_seeded_at';
/** Promo codes came later too: a demo database gets one to try, once. */
const PROMOS_SEEDED_KEY = 'demo_promo_codes_seeded_at';
/** The demo health questionnaire came with questionnaires: a demo database gets it once. */
const QUESTIONNAIRE_SEEDED_KEY = 'demo_questionnaire_seeded_at';
/** Therapies came with appointments: a demo database gets its practitioners, rooms and services once. */
const THERAPIES_SEEDED_KEY = 'demo_therapies_seeded_at';
/** The gallery's shipped photos: every database gets them once, a new one or one from before. */
const GALLERY_SEEDED_KEY = 'gallery_seeded_at';
/** The first retreat: every database gets it once. */
export const SEED_DAYS = 7;
/** The demo classes' horizon: their first week of dates follows the demo days. */
export const DEMO_WEEKS_AHEAD = 2;

/** One of the default events as a calendar event on `eventDate`. */
export function defaultEventRow(event: DefaultEvent, eventDate: string) {
  return {
    title: event.title,
    description: event.description,
    tag: event.tag,
    price: event.price,
    duration: event.duration,
    eventDate,
    timeSlots: [...event.timeSlots],
    expandedDescription: event.expandedDescription,
    type: event.type,
    ...(event.onlinePricePaise ? { paymentMode: 'online' as const, pricePaise: event.onlinePricePaise } : {}),
  };
}

/** The default events on each of the next days, and the same as weekly classes from the day after. */
export async function seedDemoContent(db: Database, options: { timeZone: string; now?: Date }): Promise<void> {
  const moment = { now: options.now ?? new Date(), timeZone: options.timeZone };
  const today = todayIn(moment.timeZone, moment.now);
  const eventRows = Array.from({ length: SEED_DAYS }, (_, day) => addDays(today, day)).flatMap((eventDate) =>
    defaultEvents.map((event) => defaultEventRow(event, eventDate)),
  );
  await db.transaction(async (tx) => {
    await tx.insert(calendarEvents).values(eventRows);
    // The demo classes' teachers as records, so the class form offers them. The classes are the default
    // events with weekly times, starting the day after the demo days: the first week stays the events above
    // (one card each with its slots), and the timetable job carries the calendar on from there.
    const teachers = await tx
      .insert(instructors)
      .values([...new Set(defaultClasses.map((item) => item.instructor))].map((name) => ({ name })))
      .returning();
    const teacherId = new Map(teachers.map((row) => [row.name, row.id]));
    const startsOn = addDays(today, SEED_DAYS);
    const rows = await tx
      .insert(classes)
      .values(
        defaultClasses.map((item) => ({
          ...item,
          instructorId: teacherId.get(item.instructor) ?? null,
          startsOn,
          weeksAhead: DEMO_WEEKS_AHEAD,
        })),
      )
      .returning();
    // Their first dates now, rather than at the job's next hourly run.
    for (const row of rows) await makeMissing(tx, row, moment);
    await markSeeded(tx, SEEDED_KEY);
  });
}

/** The demo estate's rooms: the retreat's guests sleep in the Garden Rooms. */
export async function seedDemoRooms(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roomTypes)
      .values(demoRoomTypes.map(({ roomCount: _units, ...type }, index) => ({ ...type, sortOrder: index + 1 })))
      .onConflictDoNothing({ target: roomTypes.name });
    // Each type's rooms by name: "Garden Room 1" … "Garden Room 8".
    for (const type of demoRoomTypes) await unitsOfNewType(tx, type.name, type.roomCount);
    await markSeeded(tx, ROOMS_SEEDED_KEY);
  });
}

/** A code to try the checkout's discount line with: 10 % off anything, each guest once. */
export async function seedDemoPromoCodes(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(promoCodes)
      .values({ code: 'WELCOME10', discountType: 'percent', percentOff: 10, maxUsesPerEmail: 1, appliesTo: ['stay', 'retreat', 'event'] })
      .onConflictDoNothing();
    await markSeeded(tx, PROMOS_SEEDED_KEY);
  });
}

/** The demo health questionnaire, asked before arrival of every stay and every retreat's guests. */
export async function seedDemoQuestionnaire(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const definition = withConsentVersions(null, formDefinitionSchema.parse(demoHealthQuestionnaire));
    const [row] = await tx.insert(questionnaires).values({ title: definition.title, definition }).returning();
    const retreatRows = await tx.select({ id: retreats.id }).from(retreats);
    const use = { questionnaireId: row!.id, required: true, fillAt: 'before-arrival' as const };
    await tx
      .insert(questionnaireUses)
      .values([
        { ...use, serves: 'stays' as const },
        ...retreatRows.map((retreat) => ({ ...use, serves: 'retreat' as const, retreatId: retreat.id })),
      ]);
    await markSeeded(tx, QUESTIONNAIRE_SEEDED_KEY);
  });
}

/**
 * The demo therapies: practitioners as staff accounts with the Practitioner role (passwords nobody knows
 * but the e2e server's own account, which it sets again), their weekly hours with a lunch break, the
 * treatment rooms and the services each gives.
 */
export async function seedDemoTherapies(db: Database): Promise<void> {
  // The staff accounts' module starts the auth library, and with it the logger: loaded only when the demo
  // is seeded, so importing this module (as every test database does, for its rooms) starts neither.
  const { generatePassword, upsertStaffUser } = await import('./auth/staff.ts');
  const { ensurePractitioner } = await import('./care/practitioners.ts');
  // Accounts are made through the auth library, outside the transaction (it writes through its own handle).
  const userIds: string[] = [];
  for (const person of demoPractitioners) {
    const { id } = await upsertStaffUser(db, {
      email: person.email,
      name: person.name,
      password: generatePassword(),
      role: 'practitioner',
    });
    userIds.push(id);
  }
  await db.transaction(async (tx) => {
    const practitionerIds: string[] = [];
    for (const [index, person] of demoPractitioners.entries()) {
      const { id } = await ensurePractitioner(tx, userIds[index]!);
      await tx.update(practitioners).set({ title: person.title, doctor: person.doctor }).where(eq(practitioners.id, id));
      await tx
        .insert(practitionerHours)
        .values(demoWorkingDays.map((weekday) => ({ practitionerId: id, weekday, ...demoHours })))
        .onConflictDoNothing();
      practitionerIds.push(id);
    }
    await tx
      .insert(treatmentRooms)
      .values([...demoTreatmentRooms])
      .onConflictDoNothing();
    for (const [index, { givenBy, ...service }] of demoServices.entries()) {
      const [row] = await tx
        .insert(services)
        .values({ ...service, sortOrder: index + 1 })
        .onConflictDoNothing()
        .returning({ id: services.id });
      if (!row) continue;
      await tx.insert(servicePractitioners).values(givenBy.map((who) => ({ serviceId: row.id, practitionerId: practitionerIds[who]! })));
    }
    await markSeeded(tx, THERAPIES_SEEDED_KEY);
  });
}

/**
 * Puts the photos shipped with the site into the gallery, after any already there, once in the life of
 * the database: photos staff later delete do not come back. Unlike the demo content this runs in
 * production too, since it is the site's own gallery. True when it seeded.
 */
export async function seedGalleryIfNew(db: Database): Promise<boolean> {
  return seedOnce(db, GALLERY_SEEDED_KEY, galleryPhotos, async (tx) => {
    const [last] = await tx.select({ position: galleryPhotos.position }).from(galleryPhotos).orderBy(desc(galleryPhotos.position)).limit(1);
    const start = last?.position ?? 0;
    await tx.insert(galleryPhotos).values(
      shippedGallery.map((photo, index) => ({
        mediaName: photo.name,
        alt: photo.alt,
        width: photo.width,
        height: photo.height,
        position: start + index + 1,
      })),
    );
  });
}

/**
 * Runs `fill` once in the life of the database, marked under `key`: a database with the mark is left as it
 * is, even when what was seeded was deleted since. Two processes starting together seed once: the second
 * waits for the first's lock on `table`, then finds the mark. The mark is looked at first without the
 * lock, so a seeded database (every start but the first) never holds up what writes to the table.
 * True when it seeded.
 */
export async function seedOnce(db: Database, key: string, table: PgTable, fill: (tx: Database) => Promise<unknown>): Promise<boolean> {
  if (await seeded(db, key)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in share row exclusive mode`);
    if (await seeded(tx, key)) return false;
    await fill(tx);
    await markSeeded(tx, key);
    return true;
  });
}

export async function markSeeded(db: Database, key: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insert(appMeta)
    .values({ key, value: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: now } });
}

export async function seeded(db: Database, key: string): Promise<boolean> {
  return (await db.select().from(appMeta).where(eq(appMeta.key, key))).length > 0;
}

/** Seeds once in the life of a database: deleting all demo events or rooms later does not bring them back. */
export async function seedIfNew(db: Database, options: { timeZone: string; now?: Date }): Promise<boolean> {
  const fresh = !(await seeded(db, SEEDED_KEY));
  if (fresh) await seedDemoContent(db, options);
  if (!(await seeded(db, ROOMS_SEEDED_KEY))) await seedDemoRooms(db);
  if (!(await seeded(db, PROMOS_SEEDED_KEY))) await seedDemoPromoCodes(db);
  if (!(await seeded(db, QUESTIONNAIRE_SEEDED_KEY))) await seedDemoQuestionnaire(db);
  if (!(await seeded(db, THERAPIES_SEEDED_KEY))) await seedDemoTherapies(db);
  return fresh;
}
