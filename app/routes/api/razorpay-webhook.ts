import { data } from 'react-router';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { discardBody } from '#server/uploads/form.ts';
import { paymentProvider } from '#server/payments/index.ts';
import { handleWebhook, WebhookMalformed, WebhookSignatureInvalid } from '#server/payments/webhook.ts';
import type { Route } from './+types/razorpay-webhook.ts';

const MAX_BODY_BYTES = 256 * 1024;

/** POST /api/payments/razorpay/webhook: signed by Razorpay over the raw body; answered quickly. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Use POST.' }, { status: 405 });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    await discardBody(request);
    return data({ error: 'Too large.' }, { status: 413 });
  }
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES) return data({ error: 'Too large.' }, { status: 413 });
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
