import type { ImageName } from '#app/content/media-manifest.ts';
import type { LearningBatch, LearningProgramme } from '#app/content/types.ts';
import { formatPaise } from './money.ts';
import type { ApplicationQuestion } from './training.ts';

// What /learning says about a programme's fee and batches, in one place for the page and its tests.

export const FEES_ON_REQUEST = 'Fees on request';
export const NEXT_BATCH_ON_REQUEST = 'Next batch dates on request';
/** What the page says when the programmes cannot be read, or when none is shown. */
export const LEARNING_PAGE_MESSAGES = {
  loadFailed: 'We could not load the programmes just now. Please try again in a moment.',
  none: 'New programmes are announced here. Write to us to hear of the next one.',
};

/**
 * The batches a guest can still join, soonest first: those starting today or later in the estate's time
 * zone. A batch that has begun or ended is never offered as upcoming, whatever order the content lists.
 */
export function upcomingBatches<Batch extends LearningBatch>(batches: readonly Batch[], today: string): Batch[] {
  return batches.filter((batch) => batch.start >= today).toSorted((a, b) => a.start.localeCompare(b.start));
}

/** '₹85,000 per participant', or 'Fees on request' when the content sets no fee. */
export function programmeFee(programme: Pick<LearningProgramme, 'feeRupees'>): string {
  return programme.feeRupees === undefined ? FEES_ON_REQUEST : perParticipant(programme.feeRupees * 100);
}

function perParticipant(paise: number): string {
  return `${formatPaise(paise)} per participant`;
}

/** A batch as the owner keeps it: its fee for each participant in paise, or null when the fee is on request. */
export type FeeBatch = LearningBatch & { feePaise: number | null };

/**
 * The fee line of a programme's card, from the batches still to start: their one fee, 'From' the lowest
 * when they differ or some are on request, and 'Fees on request' when none sets one (or none is to come).
 */
export function batchesFee(upcoming: readonly FeeBatch[]): string {
  const fees = upcoming.flatMap((batch) => (batch.feePaise === null ? [] : [batch.feePaise]));
  if (fees.length === 0) return FEES_ON_REQUEST;
  const lowest = Math.min(...fees);
  const one = fees.length === upcoming.length && fees.every((fee) => fee === lowest);
  return `${one ? '' : 'From '}${perParticipant(lowest)}`;
}

/** Where a programme's picture comes from: one the site ships (the first programmes') or one the owner uploaded. */
export type LearningPicture = { kind: 'shipped'; name: ImageName } | { kind: 'uploaded'; url: string };

/** A programme as /learning shows it: every batch is here; the page offers only those still to start. */
export interface LearningProgrammeView {
  id: string;
  slug: string;
  title: string;
  summary: string;
  highlights: string[];
  picture: LearningPicture;
  batches: (FeeBatch & { id: string })[];
  /** What an applicant answers on enrolling (app/lib/training.ts). */
  questions: ApplicationQuestion[];
}
