import { and, desc, eq } from 'drizzle-orm';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { type AuditAction, type AuditChanges, type AuditEntity, auditLog } from '../db/schema.ts';

type Row = Record<string, unknown>;

// Bookkeeping columns change on every save and say nothing a person did; a waiting reservation's client
// address serves only its limit while it waits, and is kept nowhere after.
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'holdClient']);

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/** Field name to [before, after] for every field that differs; a create has no before, a delete no after. */
export function diffRows(before: Row | null, after: Row | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const was = before ? comparable(before[key]) : null;
    const now = after ? comparable(after[key]) : null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return changes;
}

/** Staff, or a guest acting through their manage link (no user id; e-mail 'guest'). */
export type AuditActor = Pick<StaffSession, 'email'> & { userId: string | null };

export interface AuditInput {
  actor: AuditActor;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before: Row | null;
  after: Row | null;
}

/** Records one change by staff or a guest; call it inside the transaction that made the change. */
export async function recordAudit(database: Pick<Database, 'insert'>, input: AuditInput): Promise<void> {
  const changes = diffRows(input.before, input.after);
  // An update that changed nothing leaves no trace.
  if (input.action === 'update' && Object.keys(changes).length === 0) return;
  await database.insert(auditLog).values({
    entity: input.entity,
    entityId: input.entityId,
    action: input.action,
    actorId: input.actor.userId,
    actorEmail: input.actor.email,
    changes,
  });
}

export interface AuditEntry {
  id: string;
  action: AuditAction;
  actorEmail: string;
  changes: AuditChanges;
  createdAt: string;
}

/** The newest changes to one record, newest first. */
export async function listAudit(database: Database, entity: AuditEntity, entityId: string, limit = 20): Promise<AuditEntry[]> {
  const rows = await database
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  }));
}
