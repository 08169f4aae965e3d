import { data } from 'react-router';
import { db } from '#server/db/index.ts';
import { MAX_WEBHOOK_BYTES, readTextBody } from '#server/http/body.ts';
import { logger } from '#server/logger.ts';
import { handleWebhook, WebhookMalformed, WebhookSignatureInvalid } from '#server/payments/webhook.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/razorpay-webhook.ts';

/** POST /api/payments/razorpay/webhook: signed by Razorpay over the raw body; answered quickly. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Use POST.' }, { status: 405 });
  // The raw text, as Razorpay signed it.
  const rawBody = await refusedAsAnswer(readTextBody(request, MAX_WEBHOOK_BYTES));
  try {
    const outcome = await handleWebhook(db(), paymentProvider(), rawBody, Object.fromEntries(request.headers));
    return { status: outcome };
  } catch (error) {
    if (error instanceof WebhookSignatureInvalid) return data({ error: 'Invalid signature.' }, { status: 401 });
    if (error instanceof WebhookMalformed) return data({ error: error.message }, { status: 400 });
    logger.error({ err: error }, 'webhook could not be handled');
    // Razorpay retries non-2xx answers, which is what we want when the database is away.
    return data({ error: 'Try again later.' }, { status: 503 });
  }
}

export function loader() {
  return data({ error: 'Use POST.' }, { status: 405 });
}
