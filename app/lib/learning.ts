import type { LearningBatch, LearningProgramme } from '#app/content/types.ts';
import { formatRupees } from './money.ts';

// What /learning says about a programme's fee and batches, in one place for the page and its tests.

export const FEES_ON_REQUEST = 'Fees on request';
export const NEXT_BATCH_ON_REQUEST = 'Next batch dates on request';

/**
 * The batches a guest can still join, soonest first: those starting today or later in the estate's time
 * zone. A batch that has begun or ended is never offered as upcoming, whatever order the content lists.
 */
export function upcomingBatches(batches: readonly LearningBatch[], today: string): LearningBatch[] {
  return batches.filter((batch) => batch.start >= today).toSorted((a, b) => a.start.localeCompare(b.start));
}

/** '₹85,000 per participant', or 'Fees on request' when the content sets no fee. */
export function programmeFee(programme: Pick<LearningProgramme, 'feeRupees'>): string {
  return programme.feeRupees === undefined ? FEES_ON_REQUEST : `${formatRupees(programme.feeRupees)} per participant`;
}
