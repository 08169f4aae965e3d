import { Badge } from '#app/components/admin/badge.tsx';
import { CARE_REVIEW_LABELS, CARE_SUMMARY_LABELS, type CareSummary, FORM_STATUS_LABELS, type FormStatus } from '#app/lib/care.ts';
import type { CareReview } from '#app/lib/enums.ts';

// The care states as badges with their words: a colour never says anything the text does not.

/** A booking's health forms in one word, for the desk; nothing when the booking asks none. */
export function CareSummaryBadge({ summary }: { summary: CareSummary | null | undefined }) {
  if (!summary) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">Health forms:</span>
      <Badge kind="care" status={summary}>
        {CARE_SUMMARY_LABELS[summary]}
      </Badge>
    </span>
  );
}

/** How far one form got, and the practitioner's outcome once there is one. */
export function FormStateBadges({ status, review, erased }: { status: FormStatus; review: CareReview | null; erased?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge kind="form" status={status}>
        {erased ? 'Deleted' : FORM_STATUS_LABELS[status]}
      </Badge>
      {review ? (
        <Badge kind="review" status={review}>
          {CARE_REVIEW_LABELS[review]}
        </Badge>
      ) : null}
    </span>
  );
}
