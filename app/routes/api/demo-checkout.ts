import { data } from 'react-router';
import { z } from 'zod';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { readJsonBody } from '#server/http/body.ts';
import { markOrderFailed } from '#server/payments/unpaid.ts';
import { demoSecret } from '#server/provider/active.ts';
import { signDemoPayment } from '#server/provider/demo.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/demo-checkout.ts';

const demoAnswerSchema = z.object({ orderId: z.string().regex(/^order_demo_[\w-]{1,80}$/), outcome: z.enum(['pay', 'fail']) });

/**
 * POST /api/payments/demo: what the demo checkout's buttons do. "Pay" returns an answer signed like
 * Razorpay's, which the browser then sends to /api/payments/verify as it would a real one.
 */
export async function action({ request }: Route.ActionArgs) {
  if (paymentProvider().name !== 'demo') return data({ error: 'The demo checkout is not active.' }, { status: 404 });
  const parsed = demoAnswerSchema.safeParse(await refusedAsAnswer(readJsonBody(request)));
  if (!parsed.success) return data({ error: 'Unknown demo order.' }, { status: 400 });
  const { orderId, outcome } = parsed.data;
  if (outcome === 'fail') {
    await markOrderFailed(db(), orderId, 'Demo payment declined');
    return { error: { description: 'Your card was declined (demo)' } };
  }
  const { paymentId, signature } = signDemoPayment(orderId, demoSecret(config()));
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
}

export function loader() {
  return data({ error: 'Use POST.' }, { status: 405 });
}
