import type { BulkAction } from '#app/lib/schemas/admin/bulk.ts';

// What a bulk action did to each booking, and the sentence that sums it up.

export interface BulkOutcome {
  id: string;
  /** The booking's reference, or its id when there is no such booking. */
  reference: string;
  done: boolean;
  /** Why it was refused; null when done. */
  reason: string | null;
}

const doneWord: Record<BulkAction, string> = { confirm: 'confirmed', cancel: 'cancelled' };

/** '3 confirmed, 1 refused: SKN-AAAAAA (it is already cancelled).' */
export function bulkSummary(action: BulkAction, outcomes: BulkOutcome[]): string {
  const done = outcomes.filter((outcome) => outcome.done).length;
  const refused = outcomes.filter((outcome) => !outcome.done);
  const head = `${done} ${doneWord[action]}`;
  if (refused.length === 0) return `${head}.`;
  return `${head}, ${refused.length} refused: ${refused.map((outcome) => `${outcome.reference} (${outcome.reason})`).join('; ')}.`;
}
