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

/** The radio checked in the opener's own form, for an opener that names a choice of times (markup.picked). */
function pickedTime(opener: Element): { start: string; label: string } | null {
  const name = markup.picked.read(opener);
  const radio = name ? opener.closest('form')?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`) : null;
  return radio ? { start: radio.value, label: radio.closest('label')?.textContent?.trim() ?? '' } : null;
}

/** Writes the time pressed (or checked beside the button pressed) into the dialog's summary and form. */
export function chooseAppointmentTime(dialog: HTMLElement, opener: Element): void {
  const own = markup.start.read(opener);
  const time = own ? { start: own, label: markup.label.read(opener) ?? '' } : pickedTime(opener);
  if (!time) return;
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${APPOINTMENT_START_FIELD}"]`);
  if (input) input.value = time.start;
  const when = dialog.querySelector(markup.when.selector);
  if (when) when.textContent = time.label;
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
