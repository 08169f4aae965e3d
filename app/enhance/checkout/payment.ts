import { DEMO_CHECKOUT_ID } from '../../lib/checkout.ts';
import { PAYMENT_MESSAGES } from '../../lib/payment-messages.ts';
import { closeLater, markBusy } from '../busy.ts';
import { clearBanner, showBanner } from '../reply.ts';
import { chooseInDemo } from './demo.ts';
import { loadRazorpay, type CheckoutAnswer } from './razorpay.ts';

// The payment path of ARCHITECTURE.md from the browser's side: ask our server for an order, open the
// provider's checkout (Razorpay's script, or the demo dialog), and send its answer back for verifying.
// Every message is SPEC §8's.

export type PayOutcome = { kind: 'paid'; message: string } | { kind: 'dismissed' } | { kind: 'error'; message: string };

interface OrderResponse {
  id?: string;
  amount?: number;
  currency?: string;
  keyId?: string;
  provider?: 'razorpay' | 'demo';
  prefill?: Record<string, string>;
  error?: string;
}

type CheckoutResult = { answer: CheckoutAnswer } | { dismissed: true } | { failed: string } | { loadFailed: true } | { initFailed: true };

export interface PayOptions {
  siteName: string;
  /** The message when our server could not create the order and gave no reason. */
  orderError: string;
}

async function postJson<T>(url: string, body: unknown): Promise<{ ok: boolean; data: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T;
  return { ok: response.ok, data };
}

async function openDemo(order: { id: string; amount: number }): Promise<CheckoutResult> {
  const dialog = document.getElementById(DEMO_CHECKOUT_ID);
  if (!(dialog instanceof HTMLDialogElement)) return { initFailed: true };
  const choice = await chooseInDemo(dialog, order.amount);
  if (choice === 'dismiss') return { dismissed: true };
  const { data } = await postJson<CheckoutAnswer & { error?: { description?: string } }>('/api/payments/demo', { orderId: order.id, outcome: choice });
  if (data.error) return { failed: data.error.description ?? 'Payment declined' };
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
async function pay(request: unknown, { siteName, orderError }: PayOptions): Promise<PayOutcome> {
  let order: OrderResponse;
  try {
    const response = await postJson<OrderResponse>('/api/payments/orders', request);
    if (!response.ok) return { kind: 'error', message: response.data.error ?? orderError };
    order = response.data;
  } catch (error) {
    return {
      kind: 'error',
      message: PAYMENT_MESSAGES.processFailed(error instanceof Error ? error.message : 'network error'),
    };
  }
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
  if (!razorpay_order_id || !razorpay_payment_id || !razorpay_signature) return { kind: 'error', message: PAYMENT_MESSAGES.incompleteResponse };
  try {
    const verified = await postJson<{
      success?: boolean;
      message?: string;
      error?: string;
    }>('/api/payments/verify', result.answer);
    if (verified.ok && verified.data.success)
      return {
        kind: 'paid',
        message: PAYMENT_MESSAGES.success(razorpay_payment_id),
      };
    return {
      kind: 'error',
      message: verified.data.message ?? PAYMENT_MESSAGES.verificationFailed(verified.data.error ?? 'unknown error', razorpay_payment_id),
    };
  } catch {
    return {
      kind: 'error',
      message: PAYMENT_MESSAGES.verificationFailed('network error', razorpay_payment_id),
    };
  }
}

/** The options of `pay` that the checkout dialog carries (components/payments). */
function payOptionsOf(dialog: HTMLElement): PayOptions {
  return {
    siteName: dialog.dataset.siteName ?? '',
    orderError: dialog.dataset.orderError ?? PAYMENT_MESSAGES.orderFailed,
  };
}

/**
 * Pays from a checkout dialog: the form is busy meanwhile, the outcome shows as the dialog's answer,
 * and after a payment the dialog resets and closes (SPEC §4). A dismissed checkout shows `dismissed`,
 * or clears the answer when there is none.
 */
export async function payInDialog(
  dialog: HTMLDialogElement,
  form: HTMLFormElement,
  button: HTMLButtonElement | null,
  request: unknown,
  { dismissed, reset }: { dismissed?: string; reset: () => void },
): Promise<void> {
  clearBanner(dialog);
  const done = markBusy(form, button, 'PROCESSING...');
  const outcome = await pay(request, payOptionsOf(dialog));
  done();
  if (outcome.kind === 'dismissed') {
    if (dismissed) showBanner(dialog, 'error', dismissed);
  } else if (outcome.kind === 'error') showBanner(dialog, 'error', outcome.message);
  else {
    showBanner(dialog, 'success', outcome.message);
    closeLater(dialog, Number(dialog.dataset.paidCloseMs), () => {
      form.reset();
      reset();
      clearBanner(dialog);
    });
  }
}
