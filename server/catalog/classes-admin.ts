import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ClassListFilters } from '#app/lib/admin/catalog-filters.ts';
import type { PageWindow } from '#app/lib/paginate.ts';
import { type ClassInput, classSchema } from '#app/lib/schemas/admin/class.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like.ts';
import { pick } from '../db/pick.ts';
import { classes } from '../db/schema.ts';
import { instructorNamed } from './instructors-admin.ts';
import { applyClassToTimetable, dropUnbookedDates, type TimetableMoment, timetableNow } from './timetable.ts';

export type ClassRow = typeof classes.$inferSelect;
type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** A saved class, and its booked dates that kept their old details (see applyClassToTimetable). */
export interface SavedClass {
  row: ClassRow;
  kept: string[];
}

function classConditions(filters: Pick<ClassListFilters, 'q'>): SQL | undefined {
  if (!filters.q) return undefined;
  const pattern = likePattern(filters.q);
  return or(ilike(classes.title, pattern), ilike(classes.instructor, pattern), ilike(classes.schedule, pattern));
}

/**
 * One page of the classes list: newest created first (every list's default order) or by title,
 * narrowed by a search of the title, instructor and schedule.
 */
export async function listClasses(db: Database, filters: ClassListFilters, page: PageWindow): Promise<ClassRow[]> {
  const order = filters.sort === 'title' ? [asc(classes.title), asc(classes.id)] : [desc(classes.createdAt), desc(classes.id)];
  return db
    .select()
    .from(classes)
    .where(classConditions(filters))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countClasses(db: Database, filters: Pick<ClassListFilters, 'q'>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(classes).where(classConditions(filters));
  return row?.total ?? 0;
}

export async function findClass(db: Database, id: string): Promise<ClassRow | null> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id));
  return row ?? null;
}

/** The form's fields, the instructor their name names, and the image: undefined leaves the stored one as it is. */
async function columns(tx: Database, input: ClassInput, imageUrl: string | null | undefined) {
  return {
    ...pick(input, classSchema.keyof().options),
    instructorId: await instructorNamed(tx, input.instructor),
    ...(imageUrl === undefined ? {} : { imageUrl }),
  };
}

export async function createClass(
  db: Database,
  actor: Actor,
  input: ClassInput,
  imageUrl: string | null = null,
  moment: TimetableMoment = timetableNow(),
): Promise<ClassRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values(await columns(tx, input, imageUrl))
      .returning();
    if (!row) throw new Error('the class was not stored');
    await recordAudit(tx, { actor, entity: 'class', entityId: row.id, action: 'create', before: null, after: row });
    await applyClassToTimetable(tx, actor, row, moment);
    return row;
  });
}

/** Saves staff's changes and carries them to the class's future dates; null when there is no such class. */
export async function updateClass(
  db: Database,
  actor: Actor,
  id: string,
  input: ClassInput,
  imageUrl?: string,
  moment: TimetableMoment = timetableNow(),
): Promise<SavedClass | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(classes)
      .set(await columns(tx, input, imageUrl))
      .where(eq(classes.id, id))
      .returning();
    if (!after) return null;
    await recordAudit(tx, { actor, entity: 'class', entityId: id, action: 'update', before, after });
    return { row: after, kept: await applyClassToTimetable(tx, actor, after, moment) };
  });
}

/** Deletes the class and its future dates that nobody booked; booked dates stay on the calendar. */
export async function deleteClass(
  db: Database,
  actor: Actor,
  id: string,
  moment: TimetableMoment = timetableNow(),
): Promise<ClassRow | null> {
  return db.transaction(async (tx) => {
    await dropUnbookedDates(tx, actor, id, moment);
    const [before] = await tx.delete(classes).where(eq(classes.id, id)).returning();
    if (!before) return null;
    await recordAudit(tx, { actor, entity: 'class', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}
