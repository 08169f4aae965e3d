import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { FormStateBadges } from '#app/components/admin/care-badges.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { CARE_REVIEW_LABELS, type CareAnswer, careFilePath, type CareResponseView } from '#app/lib/care.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { careReviews } from '#app/lib/enums.ts';
import { CARE_FIELDS } from '#app/lib/schemas/admin/care.ts';

// One guest's answers, question by question, and the practitioner's three outcomes with a note. The
// heading takes the focus when the page opens, so a keyboard or screen-reader user starts at the answers.

function Answer({ answer }: { answer: CareAnswer }) {
  return (
    <div className="border-t border-sand-200 py-3 first:border-t-0">
      <dt className="text-sm font-semibold text-forest-900">{answer.label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-ink">
        {answer.files.length > 0 ? (
          <ul className="space-y-1">
            {answer.files.map((file) => (
              <li key={file.id}>
                <a href={careFilePath(file.id)} className="text-forest-800 underline underline-offset-4" download>
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          (answer.text ?? <span className="text-muted">Not answered</span>)
        )}
      </dd>
    </div>
  );
}

export function CareAnswers({ view, canReview, timeZone }: { view: CareResponseView; canReview: boolean; timeZone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-6">
      <section aria-labelledby="care-answers-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
        <h2 id="care-answers-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-forest-900 focus:outline-none">
          {view.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Booking <span className="font-mono">{view.reference}</span> · arrival {formatShortDate(view.arrival)}
          {view.completedAt ? ` · sent ${formatDateTime(view.completedAt, timeZone)}` : ''}
        </p>
        <dl className="mt-4">
          {view.answers.map((answer) => (
            <Answer key={answer.questionId} answer={answer} />
          ))}
        </dl>
      </section>
      <section aria-labelledby="care-review-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
        <h2 id="care-review-title" className="text-xl font-semibold text-forest-900">
          Review
        </h2>
        {view.review ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <FormStateBadges status="complete" review={view.review} />
            {view.reviewedBy ? <span>by {view.reviewedBy}</span> : null}
            {view.reviewedAt ? <span>on {formatDateTime(view.reviewedAt, timeZone)}</span> : null}
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">Not reviewed yet.</p>
        )}
        {view.note ? <p className="mt-2 whitespace-pre-line text-ink">{view.note}</p> : null}
        {canReview ? (
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="id" value={view.id} />
            <div>
              <label htmlFor="care-note" className="block text-sm font-semibold text-forest-900">
                {CARE_FIELDS.note.label}
              </label>
              <p id="care-note-hint" className="text-sm text-muted">
                {CARE_FIELDS.note.hint}
              </p>
              <textarea
                id="care-note"
                name="note"
                rows={3}
                maxLength={2000}
                defaultValue={view.note ?? ''}
                aria-describedby="care-note-hint"
                className="mt-1 w-full rounded-lg border border-sand-300 px-3 py-2"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              {careReviews.map((review) => (
                <button
                  key={review}
                  type="submit"
                  name="review"
                  value={review}
                  disabled={navigation.state === 'submitting'}
                  className={buttonClass(review === 'reviewed' ? 'primary' : review === 'call' ? 'secondary' : 'danger')}
                >
                  {CARE_REVIEW_LABELS[review]}
                </button>
              ))}
            </div>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
