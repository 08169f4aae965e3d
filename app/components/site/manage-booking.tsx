import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { Form, useNavigation } from 'react-router';
import { DemoCheckout } from '#app/components/payments/demo-checkout.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';
import { confirmationCopy as copy } from '#app/content/booking-confirmation.ts';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import type { GuestBookingStatus, GuestBookingView } from '#app/lib/guest-booking.ts';
import type { PartyView } from '#app/lib/guest-forms.ts';
import { PAID_WITHOUT_SEAT, paidWithoutPlaceMessage } from '#app/lib/online-event.ts';
import { telHref } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { AddToCalendar, BeforeYouArrive, card, GettingHere, PaymentCard, WhatYouBooked } from './booking-confirmation.tsx';
import { type GuestInvoiceLink, InvoiceDownload } from './invoice-download.tsx';
import { CheckoutFormsPrompt, GuestsSection, type NamingAnswer } from './manage-booking-guests.tsx';
import { PayDue } from './pay-due.tsx';

// The guest's booking page (issues 6 and 14): the confirmation of what they booked, with its reference,
// payment, calendar entry, directions and what to bring; the terms of cancelling now, and the
// cancellation itself. Everything but the cancel dialog and the Print button reads without JavaScript.

const outcomeHeadings = {
  credit: 'Credit for your booking',
  'refund-or-credit': 'A refund or credit for your booking',
  none: 'No refund or credit is due',
} as const;

/** The estate cancelled the event: said plainly, with staff's reason and what the guest gets back. */
const estateCancelCopy = {
  heading: 'Cancelled by the estate',
  lead: 'We are sorry: we have had to cancel this event, so your booking is cancelled.',
  reason: 'Why:',
  giveBack: 'What you get back',
} as const;

type Choice = GuestBookingView['choice'];

/** The policy's two offers for a paid booking: the guest picks one before confirming. */
function ChoiceFields({ choice }: { choice: NonNullable<Choice> }) {
  const texts = CANCELLATION_MESSAGES.choice;
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-forest-900">{texts.legend}</legend>
      <label className="mt-2 flex min-h-11 items-start gap-3">
        <input type="radio" name="choice" value="refund" required className="mt-1 h-5 w-5 accent-forest-800" />
        <span>{texts.refund(choice.refundPercent, choice.refundAmount)}</span>
      </label>
      <label className="mt-2 flex min-h-11 items-start gap-3">
        <input type="radio" name="choice" value="credit" required className="mt-1 h-5 w-5 accent-forest-800" />
        <span>{texts.credit(choice.creditAmount, choice.creditUntil)}</span>
      </label>
    </fieldset>
  );
}

function ConfirmCancel({
  open,
  terms,
  choice,
  error,
  onClose,
}: {
  open: boolean;
  terms: string;
  choice: Choice;
  error: string | null;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="confirm-cancel-title"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-forest-950/60"
    >
      {open ? (
        <Form method="post" className="p-6">
          <h2 id="confirm-cancel-title" className="text-2xl font-semibold text-forest-900">
            Cancel this booking?
          </h2>
          <p className="mt-3 font-semibold text-forest-900">If you cancel now, this is what you will receive:</p>
          <p className="mt-1">{terms}</p>
          {choice ? <ChoiceFields choice={choice} /> : null}
          <p className="mt-3 text-sm text-muted">Your place will be released for another guest. This cannot be undone.</p>
          {error ? (
            <div className="mt-4">
              <Banner tone="error">{error}</Banner>
            </div>
          ) : null}
          <input type="hidden" name="intent" value="cancel" />
          <div className="mt-6 flex flex-wrap gap-3">
            <SubmitButton
              busy={busy}
              busyLabel="CANCELLING..."
              className="min-h-11 rounded-full bg-clay-700 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-600 disabled:opacity-60"
            >
              YES, CANCEL MY BOOKING
            </SubmitButton>
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-full px-6 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-100"
            >
              KEEP MY BOOKING
            </button>
          </div>
        </Form>
      ) : null}
    </dialog>
  );
}

const statusDots: Record<GuestBookingStatus, string> = {
  pending: 'bg-gold-400',
  confirmed: 'bg-green-600',
  cancelled: 'bg-red-600',
  completed: 'bg-blue-600',
};

// Whether the page runs never changes once it does: nothing to subscribe to.
const noChanges = () => () => {};

/** window.print() needs JavaScript: the button appears once the page runs it, never as a dead control. */
function PrintButton() {
  // false in the server's markup and while hydrating (so the two agree), true once the page runs.
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!ready) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-full border border-sand-300 px-5 py-2 text-sm font-semibold text-sand-50 transition-colors hover:bg-sand-50 hover:text-forest-900 print:hidden"
    >
      {copy.print}
    </button>
  );
}

function headingOf(view: GuestBookingView): string {
  if (view.paidWithoutRoom) return copy.paidWithoutRoom.heading;
  if (view.awaitingLink) return copy.awaitingLink.heading;
  return view.lapsed ? copy.lapsed.heading : copy.headings[view.status];
}

function leadOf(view: GuestBookingView): string {
  if (view.paidWithoutRoom) return paidWithoutPlaceMessage(view.kind);
  if (view.awaitingLink) return copy.awaitingLink.lead(view.name, view.awaitingLink.until);
  return view.lapsed ? copy.lapsed.lead(view.name) : copy.lead[view.status](view.name);
}

function Confirmation({ view }: { view: GuestBookingView }) {
  return (
    <div className="on-dark bg-forest-900 text-sand-50 print:bg-white print:text-black">
      <div className="container-page max-w-5xl pt-12 pb-10 sm:pt-16 sm:pb-14 print:pt-0 print:pb-2">
        <p className="eyebrow text-gold-300 print:text-black">{copy.eyebrow[view.kind]}</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{headingOf(view)}</h1>
        <p className="mt-4 max-w-2xl text-lg text-sand-100 print:text-black">{leadOf(view)}</p>
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <p className="inline-flex flex-col rounded-2xl bg-forest-950/60 px-6 py-4 ring-1 ring-gold-400/40 print:bg-white print:px-0 print:ring-0">
            <span className="eyebrow text-gold-300 print:text-black">Booking reference</span>{' '}
            <span className="mt-1 font-mono text-3xl font-semibold tracking-[0.12em] text-sand-50 sm:text-4xl print:text-black">
              {view.reference}
            </span>
            <span className="mt-1 text-sm text-sand-200 print:text-black">{copy.referenceNote}</span>
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <p className="flex items-center gap-2 text-sm">
              <span className="text-sand-200 print:text-black">Status:</span>{' '}
              <span className="inline-flex items-center gap-2 rounded-full bg-sand-50 px-3 py-1 font-semibold text-forest-900 print:px-0">
                <span
                  aria-hidden="true"
                  className={`h-2.5 w-2.5 rounded-full ${view.paidWithoutRoom ? 'bg-red-600' : statusDots[view.status]}`}
                />
                {view.paidWithoutRoom
                  ? view.kind === 'appointment'
                    ? APPOINTMENT_MESSAGES.paidNoTimeStatus
                    : view.kind === 'event' || view.kind === 'training'
                      ? PAID_WITHOUT_SEAT.status
                      : copy.paidWithoutRoom.status
                  : view.awaitingLink
                    ? copy.awaitingLink.status
                    : copy.status[view.status]}
              </span>
            </p>
            <PrintButton />
          </div>
        </div>
      </div>
    </div>
  );
}

function CancelSection({ view, error }: { view: GuestBookingView; error: string | null }) {
  const [confirming, setConfirming] = useState(false);
  if (view.cancellation?.by === 'estate') {
    return (
      <section aria-labelledby="cancel-heading" className="rounded-2xl bg-sand-100 p-6 sm:p-7 print:p-0">
        <h2 id="cancel-heading" className="font-display text-2xl font-semibold text-forest-900">
          {estateCancelCopy.heading}
        </h2>
        <p className="mt-3">{estateCancelCopy.lead}</p>
        {view.cancellation.reason ? (
          <p className="mt-2">
            <span className="font-semibold text-forest-900">{estateCancelCopy.reason}</span> {view.cancellation.reason}
          </p>
        ) : null}
        <p className="mt-3 font-semibold text-forest-900">{estateCancelCopy.giveBack}</p>
        <p className="mt-1">{view.cancellation.terms}</p>
      </section>
    );
  }
  if (view.cancellation) {
    return (
      <section aria-labelledby="cancel-heading" className="rounded-2xl bg-sand-100 p-6 sm:p-7 print:p-0">
        <h2 id="cancel-heading" className="font-display text-2xl font-semibold text-forest-900">
          What you will receive
        </h2>
        <p className="mt-3 font-semibold text-forest-900">{outcomeHeadings[view.cancellation.outcome]}</p>
        <p className="mt-1">{view.cancellation.terms}</p>
        <p className="mt-3 text-sm text-muted">We have let our team know. If you have any question, write to us.</p>
      </section>
    );
  }
  if (view.status === 'cancelled') {
    return (
      <section aria-labelledby="cancel-heading" className="rounded-2xl bg-sand-100 p-6 sm:p-7 print:p-0">
        <h2 id="cancel-heading" className="font-display text-2xl font-semibold text-forest-900">
          Questions about it?
        </h2>
        <p className="mt-1">If you have a question about this cancellation, please write to us.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="cancel-heading" className={card}>
      <h2 id="cancel-heading" className="font-display text-2xl font-semibold text-forest-900">
        If you need to cancel
      </h2>
      <p className="mt-3">{view.quote.terms}</p>
      {view.quote.cancellable ? (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-6 min-h-11 rounded-full border border-clay-700 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-clay-700 hover:bg-sand-100 print:hidden"
        >
          Cancel booking
        </button>
      ) : null}
      {view.quote.cancellable ? (
        <ConfirmCancel open={confirming} terms={view.quote.terms} choice={view.choice} error={error} onClose={() => setConfirming(false)} />
      ) : null}
    </section>
  );
}

export function ManageBookingPage({
  view,
  error,
  invoices = [],
  token = null,
  party = null,
  naming = null,
  therapies = null,
}: {
  view: GuestBookingView;
  /** The guest's therapies: a stay's "add a therapy" and those booked during it, or an appointment's "change time". */
  therapies?: ReactNode;
  /** Everyone the booking is for, with their forms' states; null when it asks no forms of one guest. */
  party?: PartyView | null;
  /** What naming a guest answered, shown beside that place. */
  naming?: NamingAnswer | null;
  error: string | null;
  /** The page's own token: paying what is due names the booking by it. */
  token?: string | null;
  /** The paid booking's invoice PDFs, one per payment, behind the page's own token. */
  invoices?: readonly GuestInvoiceLink[];
}) {
  const site = useSite();
  return (
    <article className="print:text-black">
      <Confirmation view={view} />
      <div className="container-page max-w-5xl py-10 sm:py-14 print:py-6">
        {party?.checkoutPrompt ? <CheckoutFormsPrompt prompt={party.checkoutPrompt} /> : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start print:block print:space-y-6">
          <div className="lg:col-start-1 lg:row-start-1">
            <WhatYouBooked view={view} />
          </div>
          <div className="space-y-6 lg:col-start-2 lg:row-span-5 lg:row-start-1 print:mt-6">
            <PaymentCard payment={view.payment} status={view.status} />
            {token ? <PayDue payDue={view.payDue ?? null} token={token} /> : null}
            <InvoiceDownload invoices={invoices} />
            {view.calendar ? <AddToCalendar calendar={view.calendar} /> : null}
            <GettingHere site={site} />
          </div>
          {!view.paidWithoutRoom && (view.status === 'pending' || view.status === 'confirmed') ? (
            <div className="lg:col-start-1 lg:row-start-2">
              <BeforeYouArrive notes={view.arrival} />
            </div>
          ) : null}
          {party && !view.paidWithoutRoom ? (
            <div className="lg:col-start-1 lg:row-start-3">
              <GuestsSection party={party} answer={naming} />
            </div>
          ) : null}
          {therapies ? <div className="space-y-6 lg:col-start-1 lg:row-start-4">{therapies}</div> : null}
          {/* Nothing to cancel: the payment is refunded as it stands. */}
          {view.paidWithoutRoom ? null : (
            <div className="lg:col-start-1 lg:row-start-5">
              <CancelSection view={view} error={error} />
            </div>
          )}
        </div>

        {view.payDue ? <DemoCheckout /> : null}
        <p className="mt-10 text-sm text-muted print:hidden">
          Questions or changes? Write to{' '}
          <a href={`mailto:${site.email}`} className="text-forest-800 underline underline-offset-4">
            {site.email}
          </a>{' '}
          or call{' '}
          <a href={telHref(site.phone)} className="text-forest-800 underline underline-offset-4">
            {site.phone}
          </a>
          , quoting your booking reference. Our full{' '}
          <a href="/refund-policy" className="text-forest-800 underline underline-offset-4">
            cancellation and refund policy
          </a>{' '}
          has the details.
        </p>
      </div>
    </article>
  );
}
