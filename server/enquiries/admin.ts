import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { EnquiryPage, EnquiryView } from '#app/lib/admin/enquiry-view.ts';
import { paginate } from '#app/lib/paginate.ts';
import type { EnquiryFilterName as EnquiryFilter } from '#app/lib/schemas/admin/enquiry.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { auditLog, authUser, enquiries } from '../db/schema.ts';

export const ENQUIRIES_PER_PAGE = 20;

export type { EnquiryPage, EnquiryView };

const filterWhere = { new: isNull(enquiries.handledAt), handled: isNotNull(enquiries.handledAt), all: undefined } as const;

async function handlers(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  // The newest change per enquiry: whoever last marked it handled.
  const rows = await db
    .selectDistinctOn([auditLog.entityId], { entityId: auditLog.entityId, actorEmail: auditLog.actorEmail })
    .from(auditLog)
    // Assigning or linking a booking is recorded too; only a change of handledAt says who handled it.
    .where(and(eq(auditLog.entity, 'enquiry'), inArray(auditLog.entityId, ids), sql`${auditLog.changes} ? 'handledAt'`))
    .orderBy(auditLog.entityId, desc(auditLog.createdAt));
  return new Map(rows.map((row) => [row.entityId, row.actorEmail]));
}

/** One page of enquiries, newest first; a page past the end shows the last one. */
export async function listEnquiryPage(db: Database, { filter, page }: { filter: EnquiryFilter; page: number }): Promise<EnquiryPage> {
  const [totalsRow] = await db
    .select({ all: count(), new: sql<number>`count(*) filter (where ${enquiries.handledAt} is null)::int` })
    .from(enquiries);
  const all = totalsRow?.all ?? 0;
  const fresh = totalsRow?.new ?? 0;
  const totals = { new: fresh, handled: all - fresh, all };
  const { page: current, pages, limit, offset } = paginate(totals[filter], page, ENQUIRIES_PER_PAGE);
  const rows = await withAssignee(db)
    .where(filterWhere[filter])
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit)
    .offset(offset);
  return { filter, page: current, pages, totals, enquiries: await views(db, rows) };
}

/** One enquiry as the screen shows it, or null. */
export async function findEnquiryView(db: Database, id: string): Promise<EnquiryView | null> {
  const rows = await withAssignee(db).where(eq(enquiries.id, id));
  return (await views(db, rows))[0] ?? null;
}

function withAssignee(db: Database) {
  return db
    .select({ enquiry: enquiries, assignee: authUser.name })
    .from(enquiries)
    .leftJoin(authUser, eq(authUser.id, enquiries.assigneeId))
    .$dynamic();
}

type Row = { enquiry: typeof enquiries.$inferSelect; assignee: string | null };

async function views(db: Database, rows: Row[]): Promise<EnquiryView[]> {
  const handledBy = await handlers(
    db,
    rows.filter((row) => row.enquiry.handledAt).map((row) => row.enquiry.id),
  );
  return rows.map(({ enquiry: row, assignee }): EnquiryView => ({
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    city: row.city,
    subject: row.subject,
    message: row.message,
    receivedAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledAt ? (handledBy.get(row.id) ?? null) : null,
    assigneeId: row.assigneeId,
    assignee,
    bookingId: row.bookingId,
  }));
}

/**
 * Marks an enquiry handled (now) or new again, recording who did it. Marking it as it already is
 * changes nothing and records nothing. Null when there is no such enquiry.
 */
export async function setEnquiryHandled(db: Database, actor: StaffSession, id: string, handled: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
    if (!before) return null;
    if (Boolean(before.handledAt) === handled) return before;
    const [after] = await tx
      .update(enquiries)
      .set({ handledAt: handled ? sql`now()` : null })
      .where(eq(enquiries.id, id))
      .returning();
    await recordAudit(tx, { actor, entity: 'enquiry', entityId: id, action: 'update', before, after: after ?? null });
    return after ?? null;
  });
}
