import type { BannerMessage } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import type { Permission } from '#app/lib/staff-roles.ts';
import { type AuditEntry, listAudit } from '#server/audit/index.ts';
import { requireAdmin, type StaffSession } from '#server/auth/guard.ts';
import type { Database } from '#server/db/client.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';

// Every back-office screen's loader, one sequence: the staff member's permission checked (the sign-in
// page otherwise), the screen's data read, and a fault logged and shown as the screen's red banner over
// its empty lists, so one table that cannot be read never takes the whole back-office down with it.

export interface AdminLoaderContext {
  staff: StaffSession;
  params: URLSearchParams;
}

/** What the screen shows, with its one failure: the red banner, or null. */
export type WithFailure<Data> = Omit<Data, 'failure'> & { failure: BannerMessage | null };

export interface AdminLoaderSpec<Data, Empty> {
  permission: Permission;
  /** The banner's text when the data cannot be read: 'Failed to fetch …'. */
  failed: string;
  /** Reads the screen's data; a `failure` in it (say, the address names a record that does not exist) is the banner. */
  load: (context: AdminLoaderContext) => Promise<Data>;
  /** What the screen shows when reading failed: its lists empty or null, under the banner. */
  empty: (context: AdminLoaderContext) => Empty;
}

/** Runs one admin screen's loader; see the top of this file. */
export async function adminLoader<Data extends object, Empty extends object>(
  request: Request,
  spec: AdminLoaderSpec<Data, Empty>,
): Promise<WithFailure<Data> | WithFailure<Empty>> {
  const staff = await requireAdmin(request, spec.permission);
  const url = new URL(request.url);
  const context = { staff, params: url.searchParams };
  try {
    return { failure: null, ...(await spec.load(context)) };
  } catch (error) {
    logger.error({ err: error, path: url.pathname }, 'admin screen could not be read');
    return { ...spec.empty(context), failure: banner('error', spec.failed) };
  }
}

type AuditEntity = Parameters<typeof listAudit>[1];

/** A record and its history, or null when `id` is none, cannot be a record's id, or names no record. */
export async function findWithHistory<Row extends { id: string }>(
  id: string | null,
  find: (db: Database, id: string) => Promise<Row | null>,
  entity: AuditEntity,
): Promise<{ record: Row; history: AuditEntry[] } | null> {
  if (!id || !isRecordId(id)) return null;
  const record = await find(db(), id);
  return record && { record, history: await listAudit(db(), entity, record.id) };
}

/**
 * The record an edit form opens (`?edit=<id>`) with its history. A stale or mistyped link gives the
 * screen without the form under a red banner saying so, not a 404: the reload after deleting the record
 * being edited lands here too.
 */
export async function loadEditing<Row extends { id: string }>(
  params: URLSearchParams,
  find: (db: Database, id: string) => Promise<Row | null>,
  entity: AuditEntity,
  notFound: string,
) {
  const id = params.get('edit');
  const found = await findWithHistory(id, find, entity);
  if (found) return { editing: found.record, history: found.history, failure: null };
  return { editing: null, history: [], failure: id ? banner('error', notFound) : null };
}
