import type { AuditChanges } from '../db/schema.ts';
import { type AuditInput, recordAudit } from './index.ts';

/**
 * Records an update of a field or two, given as the log keeps it (field name to [before, after]): for a
 * change that is not a whole row saved, such as a payment noted on a booking or a flag taken off a type.
 */
export async function recordFieldChanges(
  database: Parameters<typeof recordAudit>[0],
  input: Pick<AuditInput, 'actor' | 'entity' | 'entityId'> & { changes: AuditChanges },
): Promise<void> {
  const { changes, ...record } = input;
  const fields = Object.entries(changes);
  await recordAudit(database, {
    ...record,
    action: 'update',
    before: Object.fromEntries(fields.map(([field, [before]]) => [field, before])),
    after: Object.fromEntries(fields.map(([field, [, after]]) => [field, after])),
  });
}
