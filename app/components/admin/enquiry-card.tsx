import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { ENQUIRY_CONVERSATION_MESSAGES, ENQUIRY_MESSAGES } from '#app/lib/admin/enquiry-messages.ts';
import type { EnquiryView } from '#app/lib/admin/enquiry-view.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { telHref } from '#app/lib/site.ts';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold tracking-[0.12em] text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

export const linkClass = 'inline-flex min-h-11 items-center break-all text-forest-800 underline underline-offset-4 hover:text-clay-700';

/** How to reach the enquirer, as links staff can press, and where they write from. */
export function ContactDetails({ enquiry }: { enquiry: Pick<EnquiryView, 'email' | 'mobile' | 'city'> }) {
  return (
    <>
      <Detail term="E-mail">
        <a href={`mailto:${enquiry.email}`} className={linkClass}>
          {enquiry.email}
        </a>
      </Detail>
      <Detail term="Mobile">
        <a href={telHref(enquiry.mobile)} className={linkClass}>
          {enquiry.mobile}
        </a>
      </Detail>
      <Detail term="City">{enquiry.city}</Detail>
    </>
  );
}

/** One contact request as the guest wrote it; React renders it as text, whatever it contains. */
export function EnquiryCard({ enquiry, timeZone, openHref }: { enquiry: EnquiryView; timeZone: string; openHref: string }) {
  const handled = Boolean(enquiry.handledAt);
  const headingId = `enquiry-${enquiry.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-sand-200 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold break-words text-forest-900">
            {enquiry.name}
          </h2>
          <p className="text-sm text-muted">
            Received <time dateTime={enquiry.receivedAt}>{formatDateTime(enquiry.receivedAt, timeZone)}</time>
          </p>
        </div>
        <Badge kind="enquiry" status={handled ? 'handled' : 'new'}>
          {handled ? 'Handled' : 'New'}
        </Badge>
      </header>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <ContactDetails enquiry={enquiry} />
        {enquiry.subject ? <Detail term="Subject">{enquiry.subject}</Detail> : null}
        {enquiry.assignee ? <Detail term="Assigned to">{enquiry.assignee}</Detail> : null}
      </dl>
      <h3 className="sr-only">Message</h3>
      <p className="mt-4 rounded-lg bg-sand-50 p-4 break-words whitespace-pre-wrap">{enquiry.message}</p>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {enquiry.handledAt ? (
            <>
              Handled <time dateTime={enquiry.handledAt}>{formatDateTime(enquiry.handledAt, timeZone)}</time>
              {enquiry.handledBy ? ` by ${enquiry.handledBy}` : null}
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={openHref}
            preventScrollReset
            aria-label={`${ENQUIRY_CONVERSATION_MESSAGES.open}: enquiry from ${enquiry.name}`}
            className={buttonClass('secondary')}
          >
            {ENQUIRY_CONVERSATION_MESSAGES.open}
          </Link>
          <HandledForm enquiry={enquiry} />
        </div>
      </footer>
    </article>
  );
}

/** 'Mark as handled' or 'Mark as new', on the card and in the conversation. */
export function HandledForm({ enquiry }: { enquiry: EnquiryView }) {
  const navigation = useNavigation();
  const handled = Boolean(enquiry.handledAt);
  const intent = navigation.formData?.get('intent');
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('id') === enquiry.id && (intent === 'handle' || intent === 'reopen');
  const actionLabel = handled ? ENQUIRY_MESSAGES.markNew : ENQUIRY_MESSAGES.markHandled;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={handled ? 'reopen' : 'handle'} />
      <input type="hidden" name="id" value={enquiry.id} />
      <SubmitButton
        busy={saving}
        busyLabel="Saving..."
        aria-label={`${actionLabel}: enquiry from ${enquiry.name}`}
        className={buttonClass(handled ? 'secondary' : 'primary')}
      >
        {actionLabel}
      </SubmitButton>
    </Form>
  );
}
