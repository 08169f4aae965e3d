import { APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { showBanner } from '../ui/reply-templates.enhance.ts';
import { APPOINTMENT_START_FIELD, appointmentMarkup as markup } from './appointment-dialog.contract.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { payInDialog, showPaidInDialog } from './checkout-dialog.enhance.ts';
import { GST_STATE_FIELD } from './gst-state-field.contract.ts';

// The Therapies page's checkout (components/payments/appointment-dialog.tsx): a free time's button opens
// it with that time, and PAY runs the payment for the dialog's service and practitioner at that time. The
// server prices the service and takes the time again under its locks; a time gone meanwhile is its answer.

/** Writes the time pressed into the dialog's summary and form. */
export function chooseAppointmentTime(dialog: HTMLElement, opener: Element): void {
  const start = markup.start.read(opener);
  if (!start) return;
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${APPOINTMENT_START_FIELD}"]`);
  if (input) input.value = start;
  const when = dialog.querySelector(markup.when.selector);
  if (when) when.textContent = markup.label.read(opener) ?? '';
}

export async function payForAppointment(dialog: HTMLDialogElement, form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? '').trim();
  if (!text('name') || !text('email') || !text('mobile')) {
    showBanner(dialog, 'error', PAYMENT_MESSAGES.fillAllFields);
    return;
  }
  if (!text(APPOINTMENT_START_FIELD)) {
    showBanner(dialog, 'error', APPOINTMENT_MESSAGES.badTime);
    return;
  }
  const request = {
    kind: 'appointment',
    serviceId: markup.service.read(dialog) ?? '',
    practitionerId: markup.practitioner.read(dialog) || null,
    startsAt: text(APPOINTMENT_START_FIELD),
    // From a stay's page: its token names the stay; the server prices and links it.
    ...(markup.stay.read(dialog) ? { stay: markup.stay.read(dialog) } : {}),
    customer: { name: text('name'), email: text('email'), mobile: text('mobile'), state: text(GST_STATE_FIELD) || undefined },
    website: text('website'),
  };
  await payInDialog(dialog, form, button ?? form.querySelector<HTMLButtonElement>(checkoutDialogMarkup.pay.selector), request, {
    dismissed: PAYMENT_MESSAGES.cancelled,
    showPaid: (outcome) => showPaidInDialog(dialog, form, outcome),
  });
}
