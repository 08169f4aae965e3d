import { PROMO_MESSAGES, promoLine } from '#app/lib/promo.ts';
import { json } from './enhance-dom.tsx';

/** The code the stubbed quote endpoint knows: it takes 10 % off. */
export const SPRING10 = 'SPRING10';

/** The promo quote endpoint's answer, as the server words it, for a booking whose list price is `listPaise`: SPRING10 (any case) takes 10 % off, any other code is unknown. */
export function quoteAnswer(promoCode: string, listPaise: number): Response {
  if (promoCode.toUpperCase() !== SPRING10)
    return json({ ok: false, error: PROMO_MESSAGES.unknown, listPaise, amountPaise: listPaise }, 409);
  const discountPaise = listPaise / 10;
  return json({
    ok: true,
    code: SPRING10,
    line: promoLine(SPRING10, discountPaise),
    listPaise,
    discountPaise,
    amountPaise: listPaise - discountPaise,
  });
}
