import { and, eq } from 'drizzle-orm';
import type { PromoQuote } from '#app/lib/api/promo.ts';
import { promoLine } from '#app/lib/promo.ts';
import { PROMO_QUOTE_MESSAGES } from '#app/lib/promo.ts';
import { FIRST_RETREAT_SLUG, RETREAT_MESSAGES } from '#app/lib/retreat-view.ts';
import type { PromoQuoteRequest } from '#app/lib/schemas/promo.ts';
import { priceRetreat, priceRoomStay } from '../bookings/pricing.ts';
import { findRetreat } from '../bookings/retreats.ts';
import type { Database } from '../db/client.ts';
import { calendarEvents } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { judgeCode } from './redeem.ts';

// What a checkout shows before paying: the list price from the same pricing the order uses, and the
// code's discount or its sentence. Nothing is written; the order prices and judges again when stored.

async function listPrice(db: Database, request: PromoQuoteRequest): Promise<number> {
  if (request.kind === 'stay') return (await priceRoomStay(db, request)).amountPaise;
  if (request.kind === 'retreat') {
    const retreat = await findRetreat(db, request.retreat ?? FIRST_RETREAT_SLUG);
    if (!retreat) throw new Refusal(RETREAT_MESSAGES.unknown, 400);
    return priceRetreat(request.occupancy, request.guests, retreat).amountPaise;
  }
  const [event] = await db
    .select({ pricePaise: calendarEvents.pricePaise })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, request.eventId), eq(calendarEvents.paymentMode, 'online')));
  if (!event?.pricePaise) throw new Refusal(PROMO_QUOTE_MESSAGES.booking, 400);
  return event.pricePaise;
}

export async function quotePromo(db: Database, request: PromoQuoteRequest): Promise<PromoQuote> {
  const listPaise = await listPrice(db, request);
  const judged = await judgeCode(db, { code: request.promoCode, target: request.kind, listPaise, email: request.email });
  if (!judged.ok) return { ok: false, error: judged.message, listPaise, amountPaise: listPaise };
  return {
    ok: true,
    code: judged.row.code,
    line: promoLine(judged.row.code, judged.discountPaise),
    listPaise,
    discountPaise: judged.discountPaise,
    amountPaise: listPaise - judged.discountPaise,
  };
}
