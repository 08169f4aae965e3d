import { Form, Link } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { FormStateBadges } from '#app/components/admin/care-badges.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import {
  CARE_MESSAGES,
  careResponsePath,
  type GuestHealthBooking,
  HEALTH_ACCESS_LABELS,
  type HealthAccessEntry,
  type PractitionerChoice,
} from '#app/lib/care.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { CARE_FIELDS } from '#app/lib/schemas/admin/care.ts';
import { useSite } from '#app/lib/use-site.ts';

// A guest's profile, its care parts: the health forms of each booking (statuses only, a link to the
// answers for a session that may read them), who looks after the guest, and who read their answers.

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6';
const heading = 'text-xl font-semibold text-forest-900';
const link = 'text-forest-800 underline underline-offset-4';

export function GuestHealthForms({ bookings, canRead }: { bookings: readonly GuestHealthBooking[]; canRead: boolean }) {
  return (
    <section aria-labelledby="guest-health-heading" className={card}>
      <h2 id="guest-health-heading" className={heading}>
        Health forms
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{CARE_MESSAGES.noForms}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {bookings.map((booking) => (
            <li key={booking.bookingId}>
              <p className="text-sm font-semibold text-forest-900">
                <span className="font-mono">{booking.reference}</span> · {booking.title} · {formatShortDate(booking.arrival)}
              </p>
              <ul className="mt-1 space-y-1">
                {booking.forms.map((form) => (
                  <li key={form.title} className="flex flex-wrap items-center gap-2 text-sm">
                    <span>{form.title}</span>
                    <FormStateBadges status={form.status} review={form.review} erased={form.erased} />
                    {canRead && form.responseId && form.status === 'complete' && !form.erased ? (
                      <Link to={careResponsePath(form.responseId)} className={link}>
                        Read the answers<span className="sr-only">: {form.title}</span>
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function GuestPractitioners({
  guestId,
  choices,
  assigned,
  canAssign,
}: {
  guestId: string;
  choices: readonly PractitionerChoice[];
  assigned: readonly string[];
  canAssign: boolean;
}) {
  const chosen = new Set(assigned);
  const names = choices.filter((choice) => chosen.has(choice.userId)).map((choice) => choice.name);
  return (
    <section aria-labelledby="guest-practitioners-heading" className={card}>
      <h2 id="guest-practitioners-heading" className={heading}>
        {CARE_FIELDS.practitioners.label}
      </h2>
      {canAssign && choices.length > 0 ? (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="practitioners" />
          <input type="hidden" name="id" value={guestId} />
          <fieldset>
            <legend className="sr-only">{CARE_FIELDS.practitioners.label}</legend>
            <ul className="space-y-2">
              {choices.map((choice) => (
                <li key={choice.userId}>
                  <label className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      name="practitioner"
                      value={choice.userId}
                      defaultChecked={chosen.has(choice.userId)}
                      className="size-5"
                    />
                    <span>
                      {choice.name}
                      {choice.doctor ? ' (doctor)' : ''} <span className="text-muted">{choice.email}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            Save practitioners
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm">{names.length ? names.join(', ') : 'Nobody yet.'}</p>
      )}
    </section>
  );
}

export function GuestAccessLog({ entries }: { entries: readonly HealthAccessEntry[] }) {
  const { timeZone } = useSite();
  return (
    <section aria-labelledby="guest-access-log-heading" className={card}>
      <h2 id="guest-access-log-heading" className={heading}>
        Access log ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{CARE_MESSAGES.noLog}</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-200 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2">
              <span className="font-semibold">{HEALTH_ACCESS_LABELS[entry.action]}</span>
              {entry.form ? ` · ${entry.form}` : ''} · {entry.staffName} <span className="text-muted">({entry.staffEmail})</span> ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
