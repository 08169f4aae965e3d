import { payLabel, PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { answerField, TRAINING_MESSAGES } from '#app/lib/training-messages.ts';
import { showBanner } from '../ui/reply-templates.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { payInDialog, showPaidInDialog } from './checkout-dialog.enhance.ts';
import { enrolFields, enrolMarkup as markup } from './enrol-dialog.contract.ts';
import { GST_STATE_FIELD } from './gst-state-field.contract.ts';

// ENROL (components/payments/enrol-dialog.tsx): PAY runs the payment of the deposit or the whole fee for the
// dialog's batch, with the application's answers. The server prices the batch and checks the answers again;
// the amount here only shows the guest what it will charge.

/** PAY names the amount of the payment chosen. */
export function showEnrolTotal(dialog: HTMLElement): void {
  const chosen = [...dialog.querySelectorAll<HTMLInputElement>(`input[name="${enrolFields.payment}"]`)].find((radio) => radio.checked);
  const button = dialog.querySelector(checkoutDialogMarkup.pay.selector);
  const rupees = chosen ? markup.rupees.read(chosen) : null;
  if (button && rupees !== null && rupees !== undefined) button.textContent = payLabel(rupees);
}

export async function payForEnrolment(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? '').trim();
  if (!text('name') || !text('email') || !text('mobile')) {
    showBanner(dialog, 'error', PAYMENT_MESSAGES.fillAllFields);
    return;
  }
  const count = markup.questions.read(dialog) ?? 0;
  const request = {
    kind: 'training',
    batchId: markup.batch.read(dialog) ?? '',
    payment: text(enrolFields.payment) || 'full',
    answers: Array.from({ length: count }, (_, index) => text(answerField(index))),
    customer: { name: text('name'), email: text('email'), mobile: text('mobile'), state: text(GST_STATE_FIELD) || undefined },
    website: text('website'),
  };
  await payInDialog(dialog, form, button ?? form.querySelector<HTMLButtonElement>(checkoutDialogMarkup.pay.selector), request, {
    dismissed: PAYMENT_MESSAGES.cancelled,
    // An enrolment is an application: the guest reads that it waits for the estate, not that it is confirmed.
    showPaid: (outcome) =>
      showPaidInDialog(dialog, form, outcome.paidWithoutRoom ? outcome : { ...outcome, message: TRAINING_MESSAGES.enrolled }),
  });
  showEnrolTotal(dialog);
}
