import { and, eq, ne } from 'drizzle-orm';
import { LEARNING_MESSAGES } from '#app/lib/admin/learning-messages.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { depositRuleText } from '#app/lib/deposit.ts';
import { formatPaise } from '#app/lib/money.ts';
import { type BatchInput, depositRuleOf, type ProgrammeInput } from '#app/lib/schemas/admin/learning.ts';
import { recordFieldChanges } from '../audit/field-changes.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { learningBatches, learningProgrammes } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import type { BatchRow, ProgrammeRow } from './programmes.ts';

// The owner keeps the programmes of /learning and their batches. A batch has no history of its own: each
// one added, changed or removed is written into its programme's history as one readable line.

type Actor = Pick<StaffSession, 'userId' | 'email'>;

/** The short name is unique: a second programme of the same one is refused at the field rather than failing. */
async function refuseTakenSlug(db: Database, slug: string, id: string | null) {
  const [same] = await db
    .select({ id: learningProgrammes.id })
    .from(learningProgrammes)
    .where(and(eq(learningProgrammes.slug, slug), id ? ne(learningProgrammes.id, id) : undefined));
  if (same) throw new Refusal(LEARNING_MESSAGES.slugTaken, 409, { fieldErrors: { slug: [LEARNING_MESSAGES.slugTaken] } });
}

function columns(input: ProgrammeInput, imageUrl: string | null | undefined) {
  const { title, slug, summary, highlights, sortOrder, active, questions } = input;
  return { title, slug, summary, highlights, sortOrder, active, questions, ...(imageUrl === undefined ? {} : { imageUrl }) };
}

export async function createProgramme(
  db: Database,
  actor: Actor,
  input: ProgrammeInput,
  imageUrl: string | null = null,
): Promise<ProgrammeRow> {
  return db.transaction(async (tx) => {
    await refuseTakenSlug(tx, input.slug, null);
    const [row] = await tx.insert(learningProgrammes).values(columns(input, imageUrl)).returning();
    if (!row) throw new Error('the programme was not stored');
    await recordAudit(tx, { actor, entity: 'learning-programme', entityId: row.id, action: 'create', before: null, after: row });
    return row;
  });
}

/** Saves the owner's changes; null when there is no such programme. `imageUrl` undefined keeps the stored photo. */
export async function updateProgramme(
  db: Database,
  actor: Actor,
  id: string,
  input: ProgrammeInput,
  imageUrl?: string,
): Promise<ProgrammeRow | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(learningProgrammes).where(eq(learningProgrammes.id, id)).for('update');
    if (!before) return null;
    await refuseTakenSlug(tx, input.slug, id);
    const [after] = await tx
      .update(learningProgrammes)
      .set({ ...columns(input, imageUrl), updatedAt: new Date() })
      .where(eq(learningProgrammes.id, id))
      .returning();
    if (!after) return null;
    await recordAudit(tx, { actor, entity: 'learning-programme', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Deletes a programme and its batches; enrolments keep their bookings, no longer linked to a batch. */
export async function deleteProgramme(db: Database, actor: Actor, id: string): Promise<ProgrammeRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(learningProgrammes).where(eq(learningProgrammes.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, { actor, entity: 'learning-programme', entityId: id, action: 'delete', before: row, after: null });
    return row;
  });
}

/** A batch in one line of its programme's history: '12 Jan 2026 to 6 Feb 2026, ₹85,000, 20 seats'. */
export function batchLine(
  batch: Pick<BatchRow, 'startDate' | 'endDate' | 'feePaise' | 'seats'> & Partial<Pick<BatchRow, 'depositRule'>>,
): string {
  const parts = [
    `${formatShortDate(batch.startDate)} to ${formatShortDate(batch.endDate)}`,
    batch.feePaise === null ? 'fees on request' : formatPaise(batch.feePaise),
    ...(batch.seats === null ? [] : [`${batch.seats} seats`]),
    // Only a deposit is worth a word: most batches are paid in full.
    ...(batch.depositRule && batch.depositRule.type !== 'none' ? [depositRuleText(batch.depositRule).toLowerCase()] : []),
  ];
  return parts.join(', ');
}

function batchColumns(input: BatchInput) {
  return {
    startDate: input.startDate,
    endDate: input.endDate,
    feePaise: input.feeRupees === undefined ? null : input.feeRupees * 100,
    seats: input.seats ?? null,
    depositRule: depositRuleOf(input),
  };
}

async function programmeExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: learningProgrammes.id }).from(learningProgrammes).where(eq(learningProgrammes.id, id)).for('update');
  return Boolean(row);
}

async function recordBatch(db: Database, actor: Actor, programmeId: string, before: BatchRow | null, after: BatchRow | null) {
  const changes = { batch: [before && batchLine(before), after && batchLine(after)] as [unknown, unknown] };
  await recordFieldChanges(db, { actor, entity: 'learning-programme', entityId: programmeId, changes });
}

/** Adds a batch to a programme; null when there is no such programme. */
export async function addBatch(db: Database, actor: Actor, input: BatchInput): Promise<BatchRow | null> {
  return db.transaction(async (tx) => {
    if (!(await programmeExists(tx, input.programmeId))) return null;
    const [row] = await tx
      .insert(learningBatches)
      .values({ programmeId: input.programmeId, ...batchColumns(input) })
      .returning();
    if (!row) throw new Error('the batch was not stored');
    await recordBatch(tx, actor, input.programmeId, null, row);
    return row;
  });
}

/** Changes a batch of the programme; null when the programme has no such batch. */
export async function updateBatch(db: Database, actor: Actor, id: string, input: BatchInput): Promise<BatchRow | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(learningBatches.id, id), eq(learningBatches.programmeId, input.programmeId));
    const [before] = await tx.select().from(learningBatches).where(mine).for('update');
    if (!before) return null;
    const [after] = await tx.update(learningBatches).set(batchColumns(input)).where(mine).returning();
    if (!after) return null;
    await recordBatch(tx, actor, input.programmeId, before, after);
    return after;
  });
}

export async function deleteBatch(db: Database, actor: Actor, id: string): Promise<BatchRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(learningBatches).where(eq(learningBatches.id, id)).returning();
    if (!row) return null;
    await recordBatch(tx, actor, row.programmeId, row, null);
    return row;
  });
}
