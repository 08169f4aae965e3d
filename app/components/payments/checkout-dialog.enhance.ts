import { bookingLink, followBooking, knownBookingTokens, knownBookingUrl } from '#app/enhance/booked.ts';
import { markBusy } from '#app/enhance/busy.ts';
import { scriptMarkup } from '#app/enhance/script.contract.ts';
import type { Received } from '#app/lib/api/answer.ts';
import type { DemoCheckoutAnswer, PaidBookingAnswer, PaymentOrderAnswer, PaymentVerifyAnswer } from '#app/lib/api/payments.ts';
import type { BookedReply } from '#app/lib/booking-reply.ts';
import { DEMO_CHECKOUT_ID } from '#app/lib/checkout.ts';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { replyMarkup } from '../ui/reply-templates.contract.ts';
import { clearBanner, fromTemplate, showBanner } from '../ui/reply-templates.enhance.ts';
import { checkoutDialogMarkup as markup } from './checkout-dialog.contract.ts';
import { chooseInDemo } from './demo-checkout.enhance.ts';
import { type CheckoutAnswer, loadRazorpay } from './razorpay.ts';

// The payment path from the browser's side: ask our server for an order, open the
// provider's checkout (Razorpay's script, or the demo dialog), and send its answer back for verifying.
// Every message is the specification's, word for word.

export type PayOutcome =
  | {
      kind: 'paid';
      message: string;
      booked: BookedReply | null;
      /** The rooms it took ('Garden Room, 2 rooms'), when the answer names them. */
      room?: string | null;
      /** Paid after its rooms were sold: recorded, nothing booked, to be refunded (the message says so). */
      paidWithoutRoom?: boolean;
    }
  | { kind: 'dismissed' }
  /** `reference` only when this browser holds the booking's link (the server names it to nobody else). */
  | { kind: 'duplicate'; message: string; reference: string | null }
  | { kind: 'error'; message: string; retryable?: boolean };

type OrderResponse = Received<PaymentOrderAnswer>;

type CheckoutResult = { answer: CheckoutAnswer } | { dismissed: true } | { failed: string } | { loadFailed: true } | { initFailed: true };

export interface PayOptions {
  siteName: string;
  /** The message when our server could not create the order and gave no reason. */
  orderError: string;
}

async function postJson<T>(url: string, body: unknown): Promise<{ ok: boolean; status: number; data: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T;
  return { ok: response.ok, status: response.status, data };
}

function bookedOf(answer: { reference?: string; bookingUrl?: string }): BookedReply | null {
  return answer.reference && answer.bookingUrl?.startsWith('/booking/') ? { reference: answer.reference, url: answer.bookingUrl } : null;
}

/**
 * A paid answer as the dialog shows it; one paid after its rooms went says so in the server's words, never
 * "confirmed", and one whose promo code could not be applied any more says, in the server's words, what is due.
 */
function paidOf(answer: Received<PaidBookingAnswer>, message: string): Extract<PayOutcome, { kind: 'paid' }> {
  if (answer.paidWithoutRoom)
    return { kind: 'paid', message: answer.message ?? ROOM_MESSAGES.paidWithoutRoom, booked: bookedOf(answer), paidWithoutRoom: true };
  const said = answer.discountNotApplied && answer.message ? answer.message : message;
  return { kind: 'paid', message: said, booked: bookedOf(answer), room: answer.room ?? null };
}

async function openDemo(order: { id: string; amount: number }): Promise<CheckoutResult> {
  const dialog = document.getElementById(DEMO_CHECKOUT_ID);
  if (!(dialog instanceof HTMLDialogElement)) return { initFailed: true };
  const choice = await chooseInDemo(dialog, order.amount);
  if (choice === 'dismiss') return { dismissed: true };
  const { data } = await postJson<Received<DemoCheckoutAnswer>>('/api/payments/demo', {
    orderId: order.id,
    outcome: choice,
  });
  // A declined payment names its reason; a refused request (a string) does not.
  if (data.error) return { failed: (typeof data.error === 'object' ? data.error.description : undefined) ?? 'Payment declined' };
  return { answer: data };
}

async function openRazorpay(order: OrderResponse, siteName: string): Promise<CheckoutResult> {
  let Razorpay;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    return { loadFailed: true };
  }
  return new Promise((resolve) => {
    try {
      const checkout = new Razorpay({
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        name: siteName,
        prefill: order.prefill,
        timeout: 900,
        theme: { color: '#2a5139' },
        handler: (answer: CheckoutAnswer) => resolve({ answer }),
        modal: { ondismiss: () => resolve({ dismissed: true }) },
      });
      checkout.on('payment.failed', (response) => resolve({ failed: response.error?.description ?? 'Payment declined' }));
      checkout.open();
    } catch {
      resolve({ initFailed: true });
    }
  });
}

/** Runs one payment for what `request` describes (never an amount: the server prices it). */
export async function pay(request: unknown, { siteName, orderError }: PayOptions): Promise<PayOutcome> {
  let order: OrderResponse;
  try {
    const known = knownBookingTokens();
    const response = await postJson<OrderResponse>(
      '/api/payments/orders',
      known.length ? { ...(request as object), knownBookings: known } : request,
    );
    const { duplicate, error } = response.data;
    if (response.status === 409 && duplicate && error) return { kind: 'duplicate', message: error, reference: duplicate.reference ?? null };
    if (!response.ok) return { kind: 'error', message: error ?? orderError };
    order = response.data;
  } catch (error) {
    return {
      kind: 'error',
      message: PAYMENT_MESSAGES.processFailed(error instanceof Error ? error.message : 'network error'),
    };
  }
  if (order.paid) return paidOf(order, order.message ?? '');
  if (!order.id) return { kind: 'error', message: orderError };
  if (!order.amount || !order.currency) return { kind: 'error', message: PAYMENT_MESSAGES.invalidOrderResponse };

  const result = order.provider === 'demo' ? await openDemo({ id: order.id, amount: order.amount }) : await openRazorpay(order, siteName);
  if ('loadFailed' in result) return { kind: 'error', message: PAYMENT_MESSAGES.gatewayLoadFailed };
  if ('initFailed' in result) return { kind: 'error', message: PAYMENT_MESSAGES.initFailed };
  if ('dismissed' in result) return { kind: 'dismissed' };
  if ('failed' in result)
    return {
      kind: 'error',
      message: PAYMENT_MESSAGES.paymentFailed(result.failed),
    };

  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = result.answer;
  if (!razorpay_order_id || !razorpay_payment_id || !razorpay_signature)
    return { kind: 'error', message: PAYMENT_MESSAGES.incompleteResponse };
  try {
    const verified = await postJson<Received<PaymentVerifyAnswer>>('/api/payments/verify', result.answer);
    if (verified.ok && verified.data.success) return paidOf(verified.data, PAYMENT_MESSAGES.success(razorpay_payment_id));
    return {
      kind: 'error',
      message: verified.data.message ?? PAYMENT_MESSAGES.verificationFailed(verified.data.error ?? 'unknown error', razorpay_payment_id),
      // Paid but not yet confirmed: PAY again sends the same key and gets the booking, never a new charge.
      retryable: true,
    };
  } catch {
    return {
      kind: 'error',
      message: PAYMENT_MESSAGES.verificationFailed('network error', razorpay_payment_id),
      retryable: true,
    };
  }
}

/** The options of `pay` that the checkout dialog carries (components/payments). */
function payOptionsOf(dialog: HTMLElement): PayOptions {
  return {
    siteName: markup.siteName.read(dialog) ?? '',
    orderError: markup.orderError.read(dialog) ?? PAYMENT_MESSAGES.orderFailed,
  };
}

/**
 * This opening of the dialog's checkout: made when the dialog opens, sent with every order request,
 * so that pressing PAY again, or a request sent twice, is the same order and never a second charge.
 */
export function newCheckoutKey(dialog: HTMLElement): void {
  markup.key.write(dialog, crypto.randomUUID());
}

function checkoutKey(dialog: HTMLElement): string {
  if (!markup.key.read(dialog)) newCheckoutKey(dialog);
  return markup.key.read(dialog)!;
}

/**
 * Pays from a checkout dialog: the form is busy meanwhile and the outcome shows as the dialog's answer.
 * Once paid, the form is gone for good (`showPaid`) and the confirmation page follows; a dismissed or
 * refused payment gets a new key, so that trying again after changing the choice is a new order. A
 * confirmed booking for the same dates is shown, with the guest's choice to book another all the same.
 */
export async function payInDialog(
  dialog: HTMLDialogElement,
  form: HTMLFormElement,
  button: HTMLButtonElement | null,
  request: Record<string, unknown>,
  { dismissed, showPaid }: { dismissed?: string; showPaid: (outcome: Extract<PayOutcome, { kind: 'paid' }>) => void },
): Promise<void> {
  clearBanner(dialog);
  const done = markBusy(form, button, 'PROCESSING...');
  const outcome = await pay({ ...request, idempotencyKey: checkoutKey(dialog) }, payOptionsOf(dialog));
  done();
  if (outcome.kind === 'paid') {
    showPaid(outcome);
    if (outcome.booked) followBooking(outcome.booked, markup.paidCloseMs.read(dialog) ?? Number.NaN);
    return;
  }
  if (outcome.kind === 'dismissed') {
    newCheckoutKey(dialog);
    if (dismissed) showBanner(dialog, 'error', dismissed);
  } else if (outcome.kind === 'duplicate') {
    newCheckoutKey(dialog);
    showDuplicate(
      dialog,
      outcome,
      () => void payInDialog(dialog, form, button, { ...request, allowDuplicate: true }, { dismissed, showPaid }),
    );
  } else {
    if (!outcome.retryable) newCheckoutKey(dialog);
    showBanner(dialog, 'error', outcome.message);
  }
}

/**
 * The dialog after a payment: the form (and with it every pay button) is hidden, the success message,
 * the booking's reference and the way on to its page take its place, and focus goes to that link.
 */
export function showPaidInDialog(dialog: HTMLDialogElement, form: HTMLFormElement, outcome: Extract<PayOutcome, { kind: 'paid' }>): void {
  clearBanner(dialog);
  form.hidden = true;
  const panel = document.createElement('div');
  markup.paidPanel.set(panel, true);
  panel.setAttribute('role', 'status');
  panel.className = 'mt-4 space-y-4';
  const tone = outcome.paidWithoutRoom ? 'error' : 'success';
  const banner = fromTemplate(dialog, `template${replyMarkup.template.is(tone)}`, outcome.message || 'Booking confirmed!');
  if (banner) panel.append(banner);
  if (outcome.room) {
    const room = document.createElement('p');
    room.className = 'font-semibold text-forest-900';
    room.textContent = outcome.room;
    panel.append(room);
  }
  if (outcome.booked) {
    const reference = document.createElement('p');
    reference.className = 'text-forest-900';
    reference.textContent = outcome.paidWithoutRoom
      ? `Your payment's reference is ${outcome.booked.reference}. Taking you to its page…`
      : `Your booking reference is ${outcome.booked.reference}. Taking you to your booking…`;
    panel.append(reference, bookingLink(outcome.booked.url, outcome.booked.reference));
  }
  form.after(panel);
  panel.querySelector<HTMLElement>('a')?.focus();
}

/** A dialog paid earlier opens again as a new, empty booking. */
export function resetPaidDialog(dialog: HTMLDialogElement): boolean {
  const panel = dialog.querySelector(markup.paidPanel.selector);
  const form = dialog.querySelector<HTMLFormElement>(`form${markup.form.selector}`);
  if (!panel || !form) return false;
  panel.remove();
  form.reset();
  form.hidden = false;
  return true;
}

/** "You already have a confirmed booking …", a link to it where this browser knows it, and BOOK ANOTHER. */
function showDuplicate(dialog: HTMLDialogElement, outcome: Extract<PayOutcome, { kind: 'duplicate' }>, bookAnother: () => void): void {
  showBanner(dialog, 'error', outcome.message);
  const region = dialog.querySelector(replyMarkup.region.selector);
  if (!region) return;
  const choice = document.createElement('div');
  choice.className = 'mt-3 flex flex-wrap items-center gap-3';
  const url = outcome.reference ? knownBookingUrl(outcome.reference) : null;
  if (url && outcome.reference) choice.append(bookingLink(url, outcome.reference, 'SEE THAT BOOKING'));
  else {
    const note = document.createElement('p');
    note.className = 'w-full text-sm text-muted';
    note.textContent = 'The link to it is in the confirmation e-mail we sent you.';
    choice.append(note);
  }
  const another = document.createElement('button');
  another.type = 'button';
  scriptMarkup.bookAnother.set(another, true);
  another.className =
    'min-h-11 rounded-full px-6 py-3 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-200';
  another.textContent = 'BOOK ANOTHER';
  another.addEventListener('click', () => {
    choice.remove();
    bookAnother();
  });
  choice.append(another);
  region.append(choice);
}
