import type { SubmissionResult } from '@conform-to/react';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { OPTIONAL_EMAIL_HINT } from '#app/lib/admin/booking-view.ts';
import { OFFLINE_PAYMENT_MESSAGES } from '#app/lib/admin/offline-payment.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { WALK_IN_MESSAGES, WALK_IN_STEPS, type WalkInSlotView } from '#app/lib/admin/walk-in.ts';
import { walkInPaymentLabels, walkInPayments } from '#app/lib/schemas/admin/walk-in.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { buttonClass } from './buttons.ts';
import type { BannerMessage } from './status-banner.tsx';

// A guest at the door in three steps: a slot (the day's next first), who they are, and whether they paid.
// One form across the steps: a step that is not shown keeps its fields, and the server checks them all.
// A field the server refuses takes the dialog back to its step.

type Answer = { banner: BannerMessage; result?: SubmissionResult<string[]>; walkIn?: string };

const STEP_OF_FIELD: Record<string, number> = { eventId: 0, slot: 0, customerName: 1, customerPhone: 1, customerEmail: 1 };

const radioRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-sand-200 has-checked:ring-2 has-checked:ring-forest-700';

function SlotStep({ slots, picked, onPick }: { slots: WalkInSlotView[]; picked: number | null; onPick: (index: number) => void }) {
  if (slots.length === 0) return <p className="text-muted">{WALK_IN_MESSAGES.noSlots}</p>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-forest-900">Which slot?</legend>
      <div className="space-y-2">
        {slots.map((slot, index) => (
          <label key={`${slot.eventId}|${slot.slot}`} className={`${radioRow} ${slot.left === 0 ? 'cursor-not-allowed opacity-60' : ''}`}>
            <input
              type="radio"
              name="pick"
              value={index}
              checked={picked === index}
              disabled={slot.left === 0}
              onChange={() => onPick(index)}
              className="h-5 w-5 accent-forest-800"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words">
                {slot.slot} · {slot.title}
              </span>
              <span className="text-sm text-muted">
                {slot.price} · {slot.left === 0 ? WALK_IN_MESSAGES.full : `${slot.left} of ${slot.capacity} seats left`}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PaymentStep({ paid, onPaid, errors }: { paid: string; onPaid: (value: string) => void; errors: string[] | undefined }) {
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-forest-900">Paid now?</legend>
        <div className="grid grid-cols-2 gap-2">
          {walkInPayments.map((method) => (
            <label key={method} className={radioRow}>
              <input
                type="radio"
                name="paid"
                value={method}
                checked={paid === method}
                onChange={() => onPaid(method)}
                className="h-5 w-5 accent-forest-800"
              />
              {walkInPaymentLabels[method]}
            </label>
          ))}
        </div>
      </fieldset>
      {paid === 'no' ? null : (
        <div className="mt-4">
          <Field
            name="reference"
            label="Reference"
            autoComplete="off"
            hint={paid === 'upi' ? 'The UPI reference' : OFFLINE_PAYMENT_MESSAGES.referenceOptional}
            errors={errors}
          />
        </div>
      )}
    </>
  );
}

function WalkInForm({ slots }: { slots: WalkInSlotView[] }) {
  const fetcher = useFetcher<Answer>({ key: 'walk-in' });
  const [step, setStep] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const [paid, setPaid] = useState('no');
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errorMap = answer?.result?.error ?? {};
  const errorsOf = (name: string) => errorMap[name] ?? undefined;
  const chosen = picked === null ? null : (slots[picked] ?? null);

  // A field the server refused takes the form back to its step, once per answer.
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    const first = Object.keys(errorMap)
      .map((name) => STEP_OF_FIELD[name])
      .filter((value) => value !== undefined)
      .sort()[0];
    if (first !== undefined) setStep(first);
  }

  const next = () => {
    if (step === 0 && !chosen) return setProblem(WALK_IN_MESSAGES.chooseSlot);
    if (step === 1) {
      const fields = [...(formRef.current?.querySelectorAll<HTMLInputElement>('[data-step="1"] input') ?? [])];
      if (!fields.every((field) => field.reportValidity())) return;
    }
    setProblem(null);
    setStep(step + 1);
  };

  const last = step === WALK_IN_STEPS.length - 1;
  return (
    <fetcher.Form
      method="post"
      action="/admin/today"
      ref={formRef}
      noValidate
      aria-label={`Step ${step + 1} of ${WALK_IN_STEPS.length}: ${WALK_IN_STEPS[step]}`}
    >
      <p className="mb-3 text-sm font-semibold text-muted">
        Step {step + 1} of {WALK_IN_STEPS.length}: {WALK_IN_STEPS[step]}
      </p>
      <input type="hidden" name="intent" value="walk-in" />
      <input type="hidden" name="eventId" value={chosen?.eventId ?? ''} />
      <input type="hidden" name="slot" value={chosen?.slot ?? ''} />
      {answer && !answer.walkIn ? (
        <div className="mb-4">
          <Banner tone={answer.banner.tone}>{answer.banner.text}</Banner>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mb-3 text-sm font-medium text-clay-700">
          {problem}
        </p>
      ) : null}
      <div hidden={step !== 0}>
        <SlotStep slots={slots} picked={picked} onPick={setPicked} />
        {(errorsOf('eventId') ?? errorsOf('slot'))?.map((error) => (
          <p key={error} className="mt-2 text-sm font-medium text-clay-700">
            {error}
          </p>
        ))}
      </div>
      <div hidden={step !== 1} data-step="1">
        {chosen ? (
          <p className="mb-3 text-sm text-muted">
            {chosen.slot} · {chosen.title} · {chosen.price}
          </p>
        ) : null}
        <Field name="customerName" label="Name" autoComplete="off" required errors={errorsOf('customerName')} />
        <Field
          name="customerPhone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          errors={errorsOf('customerPhone')}
        />
        <Field
          name="customerEmail"
          label="E-mail"
          type="email"
          autoComplete="off"
          hint={OPTIONAL_EMAIL_HINT}
          errors={errorsOf('customerEmail')}
        />
      </div>
      <div hidden={step !== 2}>
        <PaymentStep paid={paid} onPaid={setPaid} errors={errorsOf('reference')} />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3 border-t border-sand-200 pt-4">
        {step > 0 ? (
          <button type="button" className={buttonClass('secondary')} onClick={() => setStep(step - 1)}>
            Back
          </button>
        ) : null}
        {last ? (
          // Keys of their own: reusing one button for both would make the click on Next submit the form.
          <button key="submit" type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'Booking...' : 'Book walk-in'}
          </button>
        ) : (
          <button key="next" type="button" className={buttonClass('primary')} onClick={next} disabled={slots.length === 0}>
            Next
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}

/** The Walk-in button of the Today screen, its dialog, and what the last walk-in became. */
export function WalkIn({ slots }: { slots: WalkInSlotView[] }) {
  const fetcher = useFetcher<Answer>({ key: 'walk-in' });
  const mayBook = useStaffCan()('booking:create');
  // Open from the click until a new booking is made: the answer it was opened with is not that booking.
  const [openedWith, setOpenedWith] = useState<Answer | undefined | false>(false);
  const made = fetcher.state === 'idle' && fetcher.data?.walkIn ? fetcher.data : undefined;
  const open = openedWith !== false && (!made || made === openedWith);
  if (!mayBook) return null;
  return (
    <div className="mb-4 space-y-3 print:hidden">
      <button type="button" className={buttonClass('primary')} onClick={() => setOpenedWith(fetcher.data)}>
        {WALK_IN_MESSAGES.open}
      </button>
      {made && !open ? <Banner tone={made.banner.tone}>{made.banner.text}</Banner> : null}
      <AdminDialog open={open} onClose={() => setOpenedWith(false)} title={WALK_IN_MESSAGES.title} size="sm">
        <WalkInForm slots={slots} />
      </AdminDialog>
    </div>
  );
}
