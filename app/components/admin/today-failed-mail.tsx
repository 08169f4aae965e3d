import { Link } from 'react-router';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { type FailedMailView, TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import { useSite } from '#app/lib/use-site.ts';

/** Mail that could not be sent; the Mail screen tries it again. */
export function TodayFailedMail({ failed }: { failed: { rows: FailedMailView[]; total: number } }) {
  const { timeZone } = useSite();
  return (
    <section
      aria-labelledby="failed-mail-title"
      className="mb-8 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200 sm:p-5 print:hidden"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="failed-mail-title" className="text-xl font-semibold text-forest-900">
          Failed mail ({failed.total})
        </h2>
        {failed.total > 0 ? (
          <Link
            to="/admin/mail"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-forest-800 underline underline-offset-4"
          >
            Open the outbox to retry
          </Link>
        ) : null}
      </div>
      {failed.rows.length === 0 ? (
        <p className="mt-2 text-muted">{TODAY_MESSAGES.noFailedMail}</p>
      ) : (
        <ul aria-labelledby="failed-mail-title" className="mt-2 divide-y divide-sand-200 text-sm">
          {failed.rows.map((mail) => (
            <li key={mail.id} className="py-2">
              <p className="font-medium break-words text-ink">{mail.subject}</p>
              <p className="break-words text-muted">
                To {mail.to} · <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, timeZone)}</time>
                {mail.lastError ? ` · ${mail.lastError}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
