import { asc, eq, inArray } from 'drizzle-orm';
import { pageImages } from '#app/content/images.ts';
import { images } from '#app/content/media-manifest.ts';
import type { DepositRule } from '#app/lib/deposit.ts';
import type { FeeBatch, LearningPicture, LearningProgrammeView } from '#app/lib/learning.ts';
import type { ApplicationQuestion } from '#app/lib/training.ts';
import type { Database } from '../db/client.ts';
import { learningBatches, learningProgrammes } from '../db/schema.ts';

// What /learning and the Learning screen read of the programmes: each with its batches, soonest first.

export type ProgrammeRow = typeof learningProgrammes.$inferSelect;
export type BatchRow = typeof learningBatches.$inferSelect;

/** A programme with neither an uploaded photo nor a shipped picture of its own shows the learning page's own. */
const DEFAULT_PICTURE: LearningPicture = { kind: 'shipped', name: pageImages.learningHero };

function pictureOf(row: ProgrammeRow): LearningPicture {
  if (row.imageUrl) return { kind: 'uploaded', url: row.imageUrl };
  // A name this release no longer ships falls back to the default rather than breaking the page.
  if (row.mediaName && Object.hasOwn(images, row.mediaName)) return { kind: 'shipped', name: row.mediaName as keyof typeof images };
  return DEFAULT_PICTURE;
}

export function toBatchView(row: BatchRow): FeeBatch & { id: string; seats: number | null; depositRule: DepositRule } {
  return { id: row.id, start: row.startDate, end: row.endDate, feePaise: row.feePaise, seats: row.seats, depositRule: row.depositRule };
}

export type LearningAdminProgramme = Omit<LearningProgrammeView, 'batches'> & {
  sortOrder: number;
  active: boolean;
  imageUrl: string | null;
  questions: ApplicationQuestion[];
  batches: ReturnType<typeof toBatchView>[];
};

async function withBatches(db: Database, rows: ProgrammeRow[]): Promise<LearningAdminProgramme[]> {
  const ids = rows.map((row) => row.id);
  const batches =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(learningBatches)
          .where(inArray(learningBatches.programmeId, ids))
          .orderBy(asc(learningBatches.startDate), asc(learningBatches.endDate));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    highlights: row.highlights,
    picture: pictureOf(row),
    imageUrl: row.imageUrl,
    questions: row.questions,
    sortOrder: row.sortOrder,
    active: row.active,
    batches: batches.filter((batch) => batch.programmeId === row.id).map(toBatchView),
  }));
}

const order = [asc(learningProgrammes.sortOrder), asc(learningProgrammes.title)] as const;

/** Every programme, inactive ones included, in the estate's order: the Learning screen's list. */
export async function listProgrammes(db: Database): Promise<LearningAdminProgramme[]> {
  return withBatches(
    db,
    await db
      .select()
      .from(learningProgrammes)
      .orderBy(...order),
  );
}

/** The programmes guests see, in the estate's order, each with every batch (the page offers only those still to start). */
export async function listPublicProgrammes(db: Database): Promise<LearningProgrammeView[]> {
  const rows = await db
    .select()
    .from(learningProgrammes)
    .where(eq(learningProgrammes.active, true))
    .orderBy(...order);
  return (await withBatches(db, rows)).map(({ sortOrder: _order, active: _active, imageUrl: _image, ...view }) => view);
}

export async function findProgramme(db: Database, id: string): Promise<LearningAdminProgramme | null> {
  const [row] = await db.select().from(learningProgrammes).where(eq(learningProgrammes.id, id));
  return row ? ((await withBatches(db, [row]))[0] ?? null) : null;
}
