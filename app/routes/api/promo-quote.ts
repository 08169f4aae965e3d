import { data } from 'react-router';
import type { PromoQuoteAnswer } from '#app/lib/api/promo.ts';
import { CHECKOUT_MESSAGES } from '#app/lib/payment-messages.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { promoQuoteSchema } from '#app/lib/schemas/promo.ts';
import { db } from '#server/db/index.ts';
import { firstIssue, readJsonBody } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { logger } from '#server/logger.ts';
import { promoQuoteRateLimit } from '#server/promo/limits.ts';
import { quotePromo } from '#server/promo/quote.ts';
import { Refusal } from '#server/refusal.ts';
import { methodNotAllowed, refusalAnswer, refusedAsAnswer, refusedWith } from '../+shared/refusal.ts';
import type { Route } from './+types/promo-quote.ts';

/** POST /api/payments/promo: a promo code's discount line and the amount to pay, before the guest pays. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const parsed = promoQuoteSchema.safeParse(await refusedAsAnswer(readJsonBody(request)));
  if (!parsed.success) return refusedWith(firstIssue(parsed.error), 400);
  try {
    // Counted per address so that codes cannot be guessed by the thousand.
    const limit = await hitRateLimit(db(), promoQuoteRateLimit(), requestInfo(context).ip);
    if (!limit.allowed) return refusedWith(CHECKOUT_MESSAGES.tooMany, 429);
    const quote = await quotePromo(db(), parsed.data);
    return quote.ok ? (quote satisfies PromoQuoteAnswer) : data(quote satisfies PromoQuoteAnswer, { status: 409 });
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error);
    logger.error({ err: error }, 'promo quote failed');
    return data({ error: PROMO_MESSAGES.unavailable } satisfies PromoQuoteAnswer, { status: 503 });
  }
}

export function loader() {
  return methodNotAllowed();
}
