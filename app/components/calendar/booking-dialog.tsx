import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { formatLongUsDate } from '#app/lib/dates.ts';
import { Banner } from '../ui/banner.tsx';
import { CloseButton } from '../ui/close-button.tsx';
import { Field, HoneypotField } from '../ui/field.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';

export interface BookingSelection {
  eventId: string;
  title: string;
  date: string;
  slot: string;
  price: string;
}

export type BookingReply = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string[] | undefined> };

/** SPEC §4: the modal closes this long after a successful booking. */
export const SUCCESS_CLOSE_MS = 2000;

/**
 * CONTACT DETAILS (SPEC §2, §4): a modal <dialog>, so focus stays inside, Escape closes it and the
 * browser returns focus to the button that opened it.
 */
export function BookingDialog({ selection, session, onClose }: { selection: BookingSelection | null; session: number; onClose: () => void }) {
  const dialogRef = useModalDialog(selection !== null);
  const formRef = useRef<HTMLFormElement>(null);
  // A fresh fetcher for every opening, so an earlier answer is never shown again.
  const fetcher = useFetcher<BookingReply>({ key: `event-booking-${session}` });
  const submitting = fetcher.state !== 'idle';
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!reply?.ok) return;
    formRef.current?.reset();
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [reply, onClose]);

  const errors = reply && !reply.ok ? reply.fieldErrors : undefined;

  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      aria-labelledby="booking-dialog-title"
      className="m-auto w-[min(32rem,94vw)] rounded-2xl bg-sand-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/70"
    >
      {selection ? (
        <div className="p-6 sm:p-7">
          <div className="flex items-center justify-between gap-3">
            <button type="button" onClick={onClose} className="text-sm font-semibold tracking-[0.1em] text-forest-800 hover:underline">
              ← GO BACK
            </button>
            <CloseButton onClose={onClose} />
          </div>
          <h2 id="booking-dialog-title" className="mt-2 font-sans text-xl font-bold tracking-[0.12em] text-forest-900">
            CONTACT DETAILS
          </h2>
          <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 rounded-xl bg-white p-4 text-sm ring-1 ring-sand-200">
            <dt className="text-muted">Experience</dt>
            <dd className="font-semibold text-forest-900">{selection.title}</dd>
            <dt className="text-muted">Date</dt>
            <dd>{formatLongUsDate(selection.date)}</dd>
            <dt className="text-muted">Time slot</dt>
            <dd>{selection.slot}</dd>
            <dt className="text-muted">Price</dt>
            <dd>{selection.price}</dd>
          </dl>
          <fetcher.Form ref={formRef} method="post" className="relative mt-5 space-y-1" noValidate={false}>
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name="eventId" value={selection.eventId} />
            <input type="hidden" name="slot" value={selection.slot} />
            <HoneypotField />
            <Field label="NAME" name="name" autoComplete="name" required maxLength={120} errors={errors?.name} />
            <Field label="EMAIL" name="email" type="email" autoComplete="email" required maxLength={254} errors={errors?.email} />
            <Field label="MOBILE" name="mobile" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} errors={errors?.mobile} />
            <div aria-live="polite" className="min-h-12 pt-1">
              {reply ? <Banner tone={reply.ok ? 'success' : 'error'}>{reply.message}</Banner> : null}
            </div>
            <button
              type="submit"
              disabled={submitting}
              className="mt-2 w-full rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700 disabled:opacity-70"
            >
              {submitting ? 'SUBMITTING...' : 'SUBMIT'}
            </button>
          </fetcher.Form>
        </div>
      ) : null}
    </dialog>
  );
}

