import { z } from 'zod';
import type { DemoCheckoutAnswer } from '#app/lib/api/payments.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { readJsonBody } from '#server/http/body.ts';
import { markOrderFailed } from '#server/payments/unpaid.ts';
import { demoSecret } from '#server/provider/active.ts';
import { signDemoPayment } from '#server/provider/demo.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { methodNotAllowed, refusedAsAnswer, refusedWith } from '../+shared/refusal.ts';
import type { Route } from './+types/demo-checkout.ts';

const demoAnswerSchema = z.object({ orderId: z.string().regex(/^order_demo_[\w-]{1,80}$/), outcome: z.enum(['pay', 'fail']) });

/**
 * POST /api/payments/demo: what the demo checkout's buttons do. "Pay" returns an answer signed like
 * Razorpay's, which the browser then sends to /api/payments/verify as it would a real one.
 */
export async function action({ request }: Route.ActionArgs) {
  if (paymentProvider().name !== 'demo') return refusedWith('The demo checkout is not active.', 404);
  const parsed = demoAnswerSchema.safeParse(await refusedAsAnswer(readJsonBody(request)));
  if (!parsed.success) return refusedWith('Unknown demo order.', 400);
  const { orderId, outcome } = parsed.data;
  if (outcome === 'fail') {
    await markOrderFailed(db(), orderId, 'Demo payment declined');
    return { error: { description: 'Your card was declined (demo)' } } satisfies DemoCheckoutAnswer;
  }
  const { paymentId, signature } = signDemoPayment(orderId, demoSecret(config()));
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } satisfies DemoCheckoutAnswer;
}

export function loader() {
  return methodNotAllowed();
}
