import { eq } from 'drizzle-orm';
import { defaultClasses, defaultEvents } from '#app/content/default-events.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import type { Database } from './client.ts';
import { appMeta, calendarEvents, classes } from './schema.ts';

const SEEDED_KEY = 'demo_content_seeded_at';
export const SEED_DAYS = 7;

/** The default events on each of the next days, and a few classes. */
export async function seedDemoContent(db: Database, options: { timeZone: string; now?: Date }): Promise<void> {
  const today = todayIn(options.timeZone, options.now);
  const eventRows = Array.from({ length: SEED_DAYS }, (_, day) => addDays(today, day)).flatMap((eventDate) =>
    defaultEvents.map((event) => ({
      title: event.title,
      description: event.description,
      tag: event.tag,
      price: event.price,
      duration: event.duration,
      eventDate,
      timeSlots: [...event.timeSlots],
      expandedDescription: event.expandedDescription,
      type: event.type,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(calendarEvents).values(eventRows);
    await tx.insert(classes).values(defaultClasses.map((item) => ({ ...item })));
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: new Date().toISOString() } });
  });
}

/** Seeds once in the life of a database: deleting all demo events later does not bring them back. */
export async function seedIfNew(db: Database, options: { timeZone: string; now?: Date }): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (marker.length > 0) return false;
  await seedDemoContent(db, options);
  return true;
}
