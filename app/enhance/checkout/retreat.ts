import { BOOKING_MESSAGES, type BookingReply } from '../../lib/booking-reply.ts';
import { PAYMENT_MESSAGES } from '../../lib/payment-messages.ts';
import { clearBanner, showBanner } from '../reply.ts';
import { closeLater, markBusy } from './busy.ts';
import { pay, payOptionsOf } from './payment.ts';

// BOOK THIS EXPERIENCE (components/payments/retreat-booking-dialog.tsx): PAY runs the payment for the
// chosen occupancy and start date; SUBMIT BOOKING sends the form to the JSON endpoint without paying.

const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

/** The total and the PAY button follow the occupancy chosen. */
export function showRetreatTotal(dialog: HTMLElement): void {
  const chosen = dialog.querySelector<HTMLInputElement>('input[name="occupancy"]:checked');
  if (!chosen) return;
  const total = dialog.querySelector('[data-total]');
  const payButton = dialog.querySelector('[data-pay]');
  if (total) total.textContent = chosen.dataset.totalLabel ?? '';
  if (payButton) payButton.textContent = chosen.dataset.payLabel ?? '';
}

function finish(dialog: HTMLDialogElement, form: HTMLFormElement, ms: number): void {
  closeLater(dialog, ms, () => {
    form.reset();
    showRetreatTotal(dialog);
    clearBanner(dialog);
  });
}

async function payNow(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  if (!text(form, 'name') || !text(form, 'email') || !text(form, 'mobile')) {
    showBanner(dialog, 'error', PAYMENT_MESSAGES.fillAllFields);
    return;
  }
  clearBanner(dialog);
  const done = markBusy(form, button, 'PROCESSING...');
  const outcome = await pay(
    {
      kind: 'retreat',
      occupancy: text(form, 'occupancy'),
      startDate: text(form, 'startDate'),
      customer: {
        name: text(form, 'name'),
        email: text(form, 'email'),
        mobile: text(form, 'mobile'),
      },
      website: text(form, 'website'),
    },
    payOptionsOf(dialog),
  );
  done();
  showRetreatTotal(dialog);
  if (outcome.kind === 'dismissed') showBanner(dialog, 'error', PAYMENT_MESSAGES.cancelled);
  else if (outcome.kind === 'error') showBanner(dialog, 'error', outcome.message);
  else {
    showBanner(dialog, 'success', outcome.message);
    finish(dialog, form, Number(dialog.dataset.paidCloseMs));
  }
}

async function submitUnpaid(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const body = new FormData(form);
  body.set('intent', 'unpaid');
  const done = markBusy(form, button, 'SUBMITTING...');
  let reply: BookingReply;
  try {
    const response = await fetch(form.dataset.endpoint ?? '', {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json()) as Partial<BookingReply>;
    reply = typeof answer.message === 'string' ? (answer as BookingReply) : { ok: false, message: BOOKING_MESSAGES.failure };
  } catch {
    reply = { ok: false, message: BOOKING_MESSAGES.failure };
  } finally {
    done();
  }
  showBanner(dialog, reply.ok ? 'success' : 'error', reply.message);
  if (reply.ok) finish(dialog, form, Number(dialog.dataset.unpaidCloseMs));
}

export function submitRetreat(dialog: HTMLDialogElement, form: HTMLFormElement, submitter: HTMLButtonElement | null): void {
  if (submitter?.value === 'unpaid') void submitUnpaid(dialog, form, submitter);
  else void payNow(dialog, form, submitter ?? form.querySelector<HTMLButtonElement>('[data-pay]'));
}
