import type { RefusedAnswer } from './answer.ts';

// What POST /api/payments/promo answers (app/routes/api/promo-quote.ts), and what the checkouts' promo
// field (components/payments/promo-field.enhance.ts) reads.

/** The discount line and what is left to pay, or the code's sentence and the full price. */
export type PromoQuote =
  | { ok: true; code: string; line: string; listPaise: number; discountPaise: number; amountPaise: number }
  | { ok: false; error: string; listPaise: number; amountPaise: number };

export type PromoQuoteAnswer = PromoQuote | RefusedAnswer;
