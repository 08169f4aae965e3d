import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { ClassListFilters } from '#app/lib/admin/catalog-filters.ts';
import type { PageWindow } from '#app/lib/paginate.ts';
import type { InstructorInput } from '#app/lib/schemas/admin/instructor.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like.ts';
import { classes, instructors } from '../db/schema.ts';

// Instructors: the people who lead classes. A class names one by the name typed in its form, which the
// form offers from this list; a class whose name is an instructor's is linked to that record, and its dates
// on the calendar with it. Renaming an instructor renames the classes linked to them.

export type InstructorRow = typeof instructors.$inferSelect;
type Actor = Pick<StaffSession, 'userId' | 'email'>;

const byName = (filters: Pick<ClassListFilters, 'q'>) => (filters.q ? ilike(instructors.name, likePattern(filters.q)) : undefined);

export async function listInstructors(db: Database, filters: ClassListFilters, page: PageWindow): Promise<InstructorRow[]> {
  const order =
    filters.sort === 'title' ? [asc(instructors.name), asc(instructors.id)] : [desc(instructors.createdAt), desc(instructors.id)];
  return db
    .select()
    .from(instructors)
    .where(byName(filters))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countInstructors(db: Database, filters: Pick<ClassListFilters, 'q'>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(instructors).where(byName(filters));
  return row?.total ?? 0;
}

export async function findInstructor(db: Database, id: string): Promise<InstructorRow | null> {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, id));
  return row ?? null;
}

/** Every instructor, A to Z: what the event form's Instructor select offers. */
export async function instructorChoices(db: Database): Promise<{ id: string; name: string }[]> {
  return db.select({ id: instructors.id, name: instructors.name }).from(instructors).orderBy(asc(instructors.name), asc(instructors.id));
}

/** Every instructor's name, A to Z, each once: what the class form's Instructor field offers. */
export async function instructorNames(db: Database): Promise<string[]> {
  return [...new Set((await instructorChoices(db)).map((row) => row.name))];
}

/** The instructor a class's typed name names (letter case and spaces aside); null when it names none. */
export async function instructorNamed(db: Database, name: string): Promise<string | null> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(sql`lower(${instructors.name}) = lower(${name.trim()})`)
    .orderBy(asc(instructors.createdAt))
    .limit(1);
  return row?.id ?? null;
}

function columns(input: InstructorInput, imageUrl: string | null | undefined) {
  return { name: input.name, bio: input.bio, ...(imageUrl === undefined ? {} : { imageUrl }) };
}

export async function createInstructor(db: Database, actor: Actor, input: InstructorInput, imageUrl: string | null = null) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(instructors).values(columns(input, imageUrl)).returning();
    if (!row) throw new Error('the instructor was not stored');
    await recordAudit(tx, { actor, entity: 'instructor', entityId: row.id, action: 'create', before: null, after: row });
    // Classes that already name them are theirs from now on.
    await tx
      .update(classes)
      .set({ instructorId: row.id })
      .where(sql`${classes.instructorId} is null and lower(${classes.instructor}) = lower(${row.name})`);
    return row;
  });
}

export async function updateInstructor(db: Database, actor: Actor, id: string, input: InstructorInput, imageUrl?: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(instructors).where(eq(instructors.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(instructors).set(columns(input, imageUrl)).where(eq(instructors.id, id)).returning();
    if (!after) return null;
    await recordAudit(tx, { actor, entity: 'instructor', entityId: id, action: 'update', before, after });
    if (after.name !== before.name) await tx.update(classes).set({ instructor: after.name }).where(eq(classes.instructorId, id));
    return after;
  });
}

/** Deletes the record; the classes that named them keep the name as typed. */
export async function deleteInstructor(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(instructors).where(eq(instructors.id, id)).returning();
    if (!before) return null;
    await recordAudit(tx, { actor, entity: 'instructor', entityId: id, action: 'delete', before, after: null });
    return before;
  });
}
