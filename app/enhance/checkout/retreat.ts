import { PAYMENT_MESSAGES } from '../../lib/payment-messages.ts';
import { closeLater, markBusy } from '../busy.ts';
import { clearBanner, postForReply, showBanner } from '../reply.ts';
import { payInDialog } from './payment.ts';

// BOOK THIS EXPERIENCE (components/payments/retreat-booking-dialog.tsx): PAY runs the payment for the
// chosen occupancy and start date; SUBMIT BOOKING sends the form to the JSON endpoint without paying.

/** The total and the PAY button follow the occupancy chosen. */
export function showRetreatTotal(dialog: HTMLElement): void {
  const chosen = dialog.querySelector<HTMLInputElement>('input[name="occupancy"]:checked');
  if (!chosen) return;
  const total = dialog.querySelector('[data-total]');
  const payButton = dialog.querySelector('[data-pay]');
  if (total) total.textContent = chosen.dataset.totalLabel ?? '';
  if (payButton) payButton.textContent = chosen.dataset.payLabel ?? '';
}

async function payNow(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? '').trim();
  if (!text('name') || !text('email') || !text('mobile')) {
    showBanner(dialog, 'error', PAYMENT_MESSAGES.fillAllFields);
    return;
  }
  const request = {
    kind: 'retreat',
    occupancy: text('occupancy'),
    startDate: text('startDate'),
    customer: { name: text('name'), email: text('email'), mobile: text('mobile') },
    website: text('website'),
  };
  await payInDialog(dialog, form, button, request, { dismissed: PAYMENT_MESSAGES.cancelled, reset: () => showRetreatTotal(dialog) });
  // The occupancy may have changed while the button said PROCESSING...
  showRetreatTotal(dialog);
}

async function submitUnpaid(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const body = new FormData(form);
  body.set('intent', 'unpaid');
  const done = markBusy(form, button, 'SUBMITTING...');
  const { reply } = await postForReply(form.dataset.endpoint ?? '', body);
  done();
  showBanner(dialog, reply.ok ? 'success' : 'error', reply.message);
  if (!reply.ok) return;
  closeLater(dialog, Number(dialog.dataset.unpaidCloseMs), () => {
    form.reset();
    showRetreatTotal(dialog);
    clearBanner(dialog);
  });
}

export function submitRetreat(dialog: HTMLDialogElement, form: HTMLFormElement, submitter: HTMLButtonElement | null): void {
  if (submitter?.value === 'unpaid') void submitUnpaid(dialog, form, submitter);
  else void payNow(dialog, form, submitter ?? form.querySelector<HTMLButtonElement>('[data-pay]'));
}
