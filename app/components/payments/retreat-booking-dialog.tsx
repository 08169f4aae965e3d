import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { retreatPackage } from '#app/content/retreat.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { useSite } from '#app/lib/use-site.ts';
import { Banner } from '../ui/banner.tsx';
import { CloseButton } from '../ui/close-button.tsx';
import { Field, HoneypotField } from '../ui/field.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { usePayment } from './use-payment.tsx';

/** SPEC §4 and §9: after a paid booking the modal resets and closes after 3 s; after an unpaid one, 2 s. */
export const PAID_CLOSE_MS = 3000;
export const UNPAID_CLOSE_MS = 2000;

type Status = { tone: 'success' | 'error'; text: string } | null;

/** BOOK THIS EXPERIENCE: name, e-mail, mobile, occupancy and start date; pay now, or submit and pay later. */
export function RetreatBookingDialog({ open, onClose, earliestStart }: { open: boolean; onClose: () => void; earliestStart: string }) {
  const site = useSite();
  const dialogRef = useModalDialog(open);
  const formRef = useRef<HTMLFormElement>(null);
  const unpaid = useFetcher<{ ok: boolean; message: string }>();
  const [status, setStatus] = useState<Status>(null);
  const [paying, setPaying] = useState(false);
  const [occupancy, setOccupancy] = useState<'double' | 'single'>('double');
  const { pay, demoCheckout } = usePayment({ siteName: site.name, fallbackOrderError: PAYMENT_MESSAGES.orderFailed });
  const total = retreatPackage.occupancies.find((option) => option.id === occupancy)?.totalRupees ?? 0;

  const finish = (delay: number) => {
    setTimeout(() => {
      formRef.current?.reset();
      setOccupancy('double');
      setStatus(null);
      onClose();
    }, delay);
  };

  useEffect(() => {
    if (unpaid.state !== 'idle' || !unpaid.data) return;
    setStatus({ tone: unpaid.data.ok ? 'success' : 'error', text: unpaid.data.message });
    if (unpaid.data.ok) finish(UNPAID_CLOSE_MS);
  }, [unpaid.state, unpaid.data]);

  const onPay = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData(formRef.current!);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    if (!value('name') || !value('email') || !value('mobile')) {
      setStatus({ tone: 'error', text: PAYMENT_MESSAGES.fillAllFields });
      return;
    }
    setStatus(null);
    setPaying(true);
    const outcome = await pay({
      kind: 'retreat',
      occupancy,
      startDate: value('startDate'),
      customer: { name: value('name'), email: value('email'), mobile: value('mobile') },
      website: value('website'),
    });
    setPaying(false);
    if (outcome.kind === 'dismissed') setStatus({ tone: 'error', text: PAYMENT_MESSAGES.cancelled });
    else if (outcome.kind === 'error') setStatus({ tone: 'error', text: outcome.message });
    else {
      setStatus({ tone: 'success', text: outcome.message });
      finish(PAID_CLOSE_MS);
    }
  };

  const busy = paying || unpaid.state !== 'idle';
  return (
    <>
      <dialog
        ref={dialogRef}
        onClose={onClose}
        aria-labelledby="retreat-dialog-title"
        className="m-auto max-h-[94vh] w-[min(34rem,94vw)] rounded-2xl bg-sand-50 p-0 text-ink shadow-2xl backdrop:bg-forest-950/70"
      >
        {open ? (
          <div className="p-6 sm:p-7">
            <div className="flex items-start justify-between gap-3">
              <h2 id="retreat-dialog-title" className="font-sans text-xl font-bold tracking-[0.1em] text-forest-900">
                BOOK THIS EXPERIENCE
              </h2>
              <CloseButton onClose={onClose} className="-mt-1" />
            </div>
            <p className="mt-1 text-sm text-muted">{retreatPackage.title}</p>
            <unpaid.Form ref={formRef} method="post" onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              if (submitter?.value !== 'unpaid') void onPay(event);
            }} className="relative mt-4 space-y-1">
              <HoneypotField />
              <input type="hidden" name="occupancy" value={occupancy} />
              <Field label="NAME" name="name" autoComplete="name" maxLength={120} />
              <Field label="EMAIL" name="email" type="email" autoComplete="email" maxLength={254} />
              <Field label="MOBILE" name="mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
              <fieldset className="pb-4">
                <legend className="text-sm font-semibold tracking-wide text-forest-900">Occupancy</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {retreatPackage.occupancies.map((option) => (
                    <label key={option.id} className={`flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm ${occupancy === option.id ? 'border-forest-700 bg-forest-100' : 'border-sand-300 bg-white'}`}>
                      <span className="flex items-center gap-2 font-semibold">
                        <input type="radio" name="occupancyChoice" value={option.id} checked={occupancy === option.id} onChange={() => setOccupancy(option.id)} />
                        {option.label}
                      </span>
                      <span className="text-muted">{formatRupees(option.totalRupees)} per person</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <Field label="Start date" name="startDate" type="date" min={earliestStart} defaultValue={earliestStart} required />
              <p className="text-sm text-muted">
                To pay now: <span className="font-display text-2xl font-semibold text-forest-900">{formatRupees(total)}</span>
              </p>
              <div aria-live="polite" className="min-h-12 pt-2">
                {status ? <Banner tone={status.tone}>{status.text}</Banner> : null}
              </div>
              <div className="grid gap-2 pt-1 sm:grid-cols-2">
                <button type="submit" name="intent" value="pay" disabled={busy} className="rounded-full bg-clay-600 px-5 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-700 disabled:opacity-70">
                  {paying ? 'PROCESSING...' : `PAY ${formatRupees(total)}`}
                </button>
                <button type="submit" name="intent" value="unpaid" disabled={busy} className="rounded-full px-5 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-200 disabled:opacity-70">
                  {unpaid.state !== 'idle' ? 'SUBMITTING...' : 'SUBMIT BOOKING'}
                </button>
              </div>
              <p className="pt-1 text-xs text-muted">Submit without paying and we will call you to confirm.</p>
            </unpaid.Form>
          </div>
        ) : null}
      </dialog>
      {demoCheckout}
    </>
  );
}
