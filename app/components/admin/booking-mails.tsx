import type { ReactNode } from 'react';
import { type BookingMailView, choiceLabels, type GuestCancellationView, outcomeLabels } from '#app/lib/admin/booking-view.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { useSite } from '#app/lib/use-site.ts';
import { Badge } from './badge.tsx';

/** One message in a list of mail: its subject and state, then `children` (when, to whom). */
export function MailItem({ mail, children }: { mail: Pick<BookingMailView, 'subject' | 'state'>; children: ReactNode }) {
  return (
    <li className="rounded-lg bg-sand-100 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words">{mail.subject}</span>
        <Badge kind="mail" status={mail.state} />
      </p>
      <p className="text-muted">{children}</p>
    </li>
  );
}

/** The messages queued for a booking, so staff can tell a guest what reached them and when. */
export function BookingMails({ mails }: { mails: BookingMailView[] }) {
  const { timeZone } = useSite();
  return (
    <section aria-label="E-mails" className="border-b border-sand-200 pb-4">
      <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">E-mails</h3>
      {mails.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No e-mails for this booking yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {mails.map((mail) => (
            <MailItem key={mail.id} mail={mail}>
              {mail.kind} · to {mail.to} · {mail.sent ? 'sent' : 'queued'}{' '}
              <time dateTime={mail.at}>{formatDateTime(mail.at, timeZone)}</time>
            </MailItem>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the guest was promised when they cancelled through their manage link, or the estate cancelled the event. */
export function GuestCancellation({ cancellation }: { cancellation: GuestCancellationView }) {
  const { timeZone } = useSite();
  const estate = cancellation.by === 'estate';
  const title = estate ? 'Cancelled by the estate' : 'Guest cancellation';
  return (
    <section aria-label={title} className="border-b border-sand-200 pb-4">
      <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">{title}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">Cancelled by</dt>
        <dd>
          {estate ? 'The estate' : 'The guest'}, <time dateTime={cancellation.at}>{formatDateTime(cancellation.at, timeZone)}</time>
        </dd>
        {cancellation.reason ? (
          <>
            <dt className="font-semibold text-muted">Reason</dt>
            <dd className="break-words">{cancellation.reason}</dd>
          </>
        ) : null}
        {estate ? null : (
          <>
            <dt className="font-semibold text-muted">Outcome</dt>
            <dd className="font-semibold">{outcomeLabels[cancellation.outcome]}</dd>
          </>
        )}
        {cancellation.choice && !estate ? (
          <>
            <dt className="font-semibold text-muted">Guest chose</dt>
            <dd>{choiceLabels[cancellation.choice]}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">Terms shown</dt>
        <dd className="break-words">{cancellation.terms}</dd>
      </dl>
    </section>
  );
}
