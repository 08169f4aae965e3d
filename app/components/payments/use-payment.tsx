import { useCallback, useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '#app/lib/payment-messages.ts';
import { DemoCheckout, type DemoChoice } from './demo-checkout.tsx';
import { loadRazorpay, type CheckoutAnswer } from './razorpay-script.ts';

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

type CheckoutResult = { answer: CheckoutAnswer } | { dismissed: true } | { failed: string };

async function postJson<T>(url: string, body: unknown): Promise<{ ok: boolean; status: number; data: T }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json().catch(() => ({}))) as T;
  return { ok: response.ok, status: response.status, data };
}

/**
 * The payment path of ARCHITECTURE.md from the browser's side: ask our server for an order, open the
 * provider's checkout (Razorpay's script, or the demo dialog), and send its answer back for verifying.
 * Every message is SPEC §8's.
 */
export function usePayment({ siteName, fallbackOrderError }: { siteName: string; fallbackOrderError: string }) {
  const [demoAmount, setDemoAmount] = useState<number | null>(null);
  const demoChoice = useRef<((choice: DemoChoice) => void) | null>(null);

  const openDemo = useCallback(async (order: Required<Pick<OrderResponse, 'id' | 'amount'>>): Promise<CheckoutResult> => {
    setDemoAmount(order.amount);
    const choice = await new Promise<DemoChoice>((resolve) => {
      demoChoice.current = resolve;
    });
    setDemoAmount(null);
    if (choice === 'dismiss') return { dismissed: true };
    const { data } = await postJson<CheckoutAnswer & { error?: { description?: string } }>('/api/payments/demo', { orderId: order.id, outcome: choice });
    if (data.error) return { failed: data.error.description ?? 'Payment declined' };
    return { answer: data };
  }, []);

  const openRazorpay = useCallback(
    async (order: OrderResponse): Promise<CheckoutResult | { loadFailed: true } | { initFailed: true }> => {
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
    },
    [siteName],
  );

  const pay = useCallback(
    async (request: unknown): Promise<PayOutcome> => {
      let order: OrderResponse;
      try {
        const response = await postJson<OrderResponse>('/api/payments/orders', request);
        if (!response.ok) return { kind: 'error', message: response.data.error ?? fallbackOrderError };
        order = response.data;
      } catch (error) {
        return { kind: 'error', message: PAYMENT_MESSAGES.processFailed(error instanceof Error ? error.message : 'network error') };
      }
      if (!order.id) return { kind: 'error', message: fallbackOrderError };
      if (!order.amount || !order.currency) return { kind: 'error', message: PAYMENT_MESSAGES.invalidOrderResponse };

      const result = order.provider === 'demo' ? await openDemo({ id: order.id, amount: order.amount }) : await openRazorpay(order);
      if ('loadFailed' in result) return { kind: 'error', message: PAYMENT_MESSAGES.gatewayLoadFailed };
      if ('initFailed' in result) return { kind: 'error', message: PAYMENT_MESSAGES.initFailed };
      if ('dismissed' in result) return { kind: 'dismissed' };
      if ('failed' in result) return { kind: 'error', message: PAYMENT_MESSAGES.paymentFailed(result.failed) };

      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = result.answer;
      if (!razorpay_order_id || !razorpay_payment_id || !razorpay_signature) return { kind: 'error', message: PAYMENT_MESSAGES.incompleteResponse };
      try {
        const verified = await postJson<{ success?: boolean; message?: string; error?: string }>('/api/payments/verify', result.answer);
        if (verified.ok && verified.data.success) return { kind: 'paid', message: PAYMENT_MESSAGES.success(razorpay_payment_id) };
        return {
          kind: 'error',
          message: verified.data.message ?? PAYMENT_MESSAGES.verificationFailed(verified.data.error ?? 'unknown error', razorpay_payment_id),
        };
      } catch {
        return { kind: 'error', message: PAYMENT_MESSAGES.verificationFailed('network error', razorpay_payment_id) };
      }
    },
    [fallbackOrderError, openDemo, openRazorpay],
  );

  const demoCheckout = <DemoCheckout amountPaise={demoAmount} onChoose={(choice) => demoChoice.current?.(choice)} />;
  return { pay, demoCheckout };
}
