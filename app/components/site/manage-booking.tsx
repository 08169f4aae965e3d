import { useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';
import { formatLongUsDate, isIsoDate } from '#app/lib/dates.ts';
import { telHref } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';

// The guest's manage page: the booking, the terms of cancelling now, and the cancellation itself.

export interface ManageBookingView {
  kind: 'event' | 'retreat' | 'stay';
  title: string;
  eventDate: string;
  selectedSlot: string;
  price: string;
  name: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  quote: { cancellable: boolean; outcome: 'credit' | 'refund-or-credit' | 'none'; terms: string };
  cancellation: { outcome: 'credit' | 'refund-or-credit' | 'none'; terms: string; at: string } | null;
}

const kindNames = { event: 'Experience', retreat: 'Retreat', stay: 'Stay' } as const;
const outcomeHeadings = {
  credit: 'Credit for your booking',
  'refund-or-credit': 'A refund or credit for your booking',
  none: 'No refund or credit is due',
} as const;

/** '2027-01-10 to 2027-01-12' as 'January 10, 2027 to January 12, 2027'; other text as it is. */
function datesText(slot: string): string {
  const [from, to] = slot.split(' to ');
  return from && to && isIsoDate(from) && isIsoDate(to) ? `${formatLongUsDate(from)} to ${formatLongUsDate(to)}` : slot;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-sand-200 py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-1 break-words text-ink sm:mt-0">{children}</dd>
    </div>
  );
}

function ConfirmCancel({ open, terms, error, onClose }: { open: boolean; terms: string; error: string | null; onClose: () => void }) {
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
          <p className="mt-3 text-sm text-muted">Your place will be released for another guest. This cannot be undone.</p>
          {error ? (
            <div className="mt-4">
              <Banner tone="error">{error}</Banner>
            </div>
          ) : null}
          <input type="hidden" name="intent" value="cancel" />
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className="min-h-11 rounded-full bg-clay-700 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-600 disabled:opacity-60">
              {busy ? 'CANCELLING...' : 'YES, CANCEL MY BOOKING'}
            </button>
            <button type="button" onClick={onClose} className="min-h-11 rounded-full px-6 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-100">
              KEEP MY BOOKING
            </button>
          </div>
        </Form>
      ) : null}
    </dialog>
  );
}

export function ManageBookingPage({ view, error }: { view: ManageBookingView; error: string | null }) {
  const site = useSite();
  const [confirming, setConfirming] = useState(false);
  const cancelled = view.status === 'cancelled';

  return (
    <section className="container-page max-w-3xl py-14 sm:py-20">
      <p className="eyebrow text-clay-700">Your booking</p>
      <h1 className="mt-3 text-4xl font-semibold text-forest-900 sm:text-5xl">{view.title}</h1>
      <p className="mt-3 flex items-center gap-3 text-muted">
        Status <StatusBadge status={view.status} />
      </p>
      <dl className="mt-8">
        <Fact term="Booked">{kindNames[view.kind]}</Fact>
        {view.kind === 'event' ? (
          <>
            <Fact term="Date">{formatLongUsDate(view.eventDate)}</Fact>
            <Fact term="Time">{view.selectedSlot}</Fact>
          </>
        ) : (
          <Fact term="Dates">{datesText(view.selectedSlot)}</Fact>
        )}
        <Fact term="Price">{view.price}</Fact>
        <Fact term="Name">{view.name}</Fact>
      </dl>

      {view.cancellation ? (
        <div className="mt-10 rounded-2xl bg-sand-100 p-6">
          <h2 className="text-2xl font-semibold text-forest-900">Your booking is cancelled</h2>
          <p className="mt-3 font-semibold text-forest-900">{outcomeHeadings[view.cancellation.outcome]}</p>
          <p className="mt-1">{view.cancellation.terms}</p>
          <p className="mt-3 text-sm text-muted">We have let our team know. If you have any question, write to us.</p>
        </div>
      ) : cancelled ? (
        <div className="mt-10 rounded-2xl bg-sand-100 p-6">
          <h2 className="text-2xl font-semibold text-forest-900">Your booking is cancelled</h2>
          <p className="mt-1">If you have a question about it, please write to us.</p>
        </div>
      ) : (
        <div className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
          <h2 className="text-2xl font-semibold text-forest-900">If you need to cancel</h2>
          <p className="mt-3">{view.quote.terms}</p>
          {view.quote.cancellable ? (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="mt-6 min-h-11 rounded-full border border-clay-700 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-clay-700 hover:bg-sand-100"
            >
              Cancel booking
            </button>
          ) : null}
          {view.quote.cancellable ? <ConfirmCancel open={confirming} terms={view.quote.terms} error={error} onClose={() => setConfirming(false)} /> : null}
        </div>
      )}

      <p className="mt-10 text-sm text-muted">
        Questions or changes? Write to{' '}
        <a href={`mailto:${site.email}`} className="text-forest-800 underline underline-offset-4">
          {site.email}
        </a>{' '}
        or call{' '}
        <a href={telHref(site.phone)} className="text-forest-800 underline underline-offset-4">
          {site.phone}
        </a>
        . Our full <a href="/refund-policy" className="text-forest-800 underline underline-offset-4">cancellation and refund policy</a> has the details.
      </p>
    </section>
  );
}
