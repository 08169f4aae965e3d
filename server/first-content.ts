import { defaultEvents, FIRST_EVENTS_DATE } from '#app/content/default-events.ts';
import { photoFieldsOf, valueAt } from '#app/content/editable/fields.ts';
import { type ContentKey, contentKeys, definitionOf } from '#app/content/editable/index.ts';
import { pageImages } from '#app/content/images.ts';
import { learning } from '#app/content/learning.ts';
import { images } from '#app/content/media-manifest.ts';
import { isShippedImage } from '#app/lib/media-library.ts';
import { FIRST_APPLICATION_QUESTIONS } from '#app/lib/training.ts';
import { firstRetreatRow } from './bookings/retreats.ts';
import { ensureContentEntry } from './content/entries.ts';
import type { Database } from './db/client.ts';
import { calendarEvents, contentEntries, learningBatches, learningProgrammes, mediaImages, retreats } from './db/schema.ts';
import { defaultEventRow, seedOnce } from './seed.ts';

// The site's own first content, seeded on every new database, production included (unlike the demo
// content of development): each piece once in the life of the database, so what the owner later edits
// or deletes stays so (seedOnce).

const LEARNING_SEEDED_KEY = 'learning_seeded_at';
const FIRST_EVENTS_SEEDED_KEY = 'first_events_seeded_at';
const RETREATS_SEEDED_KEY = 'retreats_seeded_at';

/** The teacher-training programmes of app/content/learning.ts, with their batches, pictures and fees. True when it seeded. */
export async function seedLearningIfNew(db: Database): Promise<boolean> {
  return seedOnce(db, LEARNING_SEEDED_KEY, learningProgrammes, async (tx) => {
    for (const [index, programme] of learning.programmes.entries()) {
      const [row] = await tx
        .insert(learningProgrammes)
        .values({
          slug: programme.id,
          title: programme.title,
          summary: programme.summary,
          highlights: programme.highlights,
          questions: FIRST_APPLICATION_QUESTIONS,
          mediaName: pageImages.learning[programme.id],
          sortOrder: index + 1,
        })
        // A programme the owner already made under the same short name is theirs: it is left as it is.
        .onConflictDoNothing({ target: learningProgrammes.slug })
        .returning();
      if (!row) continue;
      const feePaise = programme.feeRupees === undefined ? null : programme.feeRupees * 100;
      await tx
        .insert(learningBatches)
        .values(programme.batches.map((batch) => ({ programmeId: row.id, startDate: batch.start, endDate: batch.end, feePaise })));
    }
  });
}

/** The calendar's first day: the eight default events on 1 Nov 2025, long past, shown and never booked. True when it seeded. */
export async function seedFirstEventsIfNew(db: Database): Promise<boolean> {
  return seedOnce(db, FIRST_EVENTS_SEEDED_KEY, calendarEvents, async (tx) => {
    await tx.insert(calendarEvents).values(defaultEvents.map((event) => defaultEventRow(event, FIRST_EVENTS_DATE)));
  });
}

/** The first retreat (app/content/retreat.ts), which the site sells from its row: one the owner later deletes does not come back. True when it seeded. */
export async function seedRetreatsIfNew(db: Database): Promise<boolean> {
  return seedOnce(db, RETREATS_SEEDED_KEY, retreats, async (tx) => {
    await tx.insert(retreats).values(firstRetreatRow()).onConflictDoNothing({ target: retreats.slug });
  });
}

/**
 * The owner's pages of words (app/content/editable), each with its first content as its first revision;
 * each page once, under its own mark, so a page whose definition comes later is seeded on the next start.
 * The names of the pages it seeded.
 */
export async function seedContentIfNew(db: Database): Promise<string[]> {
  const done: string[] = [];
  for (const key of contentKeys) {
    if (await seedOnce(db, `content_seeded_at:${key}`, contentEntries, (tx) => ensureContentEntry(tx, key))) done.push(key);
  }
  return done;
}

/** The shipped photos a page's first content shows in its photo slots. */
function firstPhotosOf(key: ContentKey) {
  const definition = definitionOf(key);
  const names = photoFieldsOf(definition).map((field) => valueAt(definition.first, field.name));
  return [...new Set(names.filter((name): name is string => typeof name === 'string'))].filter(isShippedImage);
}

/**
 * The media library's first photos: the shipped ones each page's first content shows, referring to the
 * release's files (public/media, by manifest name), none copied. Each page's once, under its own mark, so
 * a page that gains photo slots later seeds its photos on the next start, and a photo the owner deleted
 * stays deleted. The names of the pages it seeded photos for.
 */
export async function seedMediaIfNew(db: Database): Promise<string[]> {
  const done: string[] = [];
  for (const key of contentKeys) {
    const names = firstPhotosOf(key);
    if (names.length === 0) continue;
    const rows = names.map((name) => {
      const { alt, width, height } = images[name];
      return { key: name, mediaName: name, fileName: name, alt, width, height };
    });
    // Another page's first content may show the same photo: the library holds it once.
    const seed = (tx: Database) => tx.insert(mediaImages).values(rows).onConflictDoNothing({ target: mediaImages.key });
    if (await seedOnce(db, `media_seeded_at:${key}`, mediaImages, seed)) done.push(key);
  }
  return done;
}

/** Every piece of first content a database does not have yet; the names of those it seeded, for the log. */
export async function seedFirstContent(db: Database): Promise<string[]> {
  const pieces = { retreats: seedRetreatsIfNew, learning: seedLearningIfNew, 'first events': seedFirstEventsIfNew };
  const done: string[] = [];
  for (const [name, seed] of Object.entries(pieces)) if (await seed(db)) done.push(name);
  for (const key of await seedMediaIfNew(db)) done.push(`${key} photos`);
  for (const key of await seedContentIfNew(db)) done.push(`${key} content`);
  return done;
}
