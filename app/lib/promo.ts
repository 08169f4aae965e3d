import type { PromoTarget } from './enums.ts';

// What a guest is told about a promo code or credit, in one place: the server refuses with these
// sentences, the checkout shows them, and the tests import them.

export const PROMO_MESSAGES = {
  unknown: 'We do not know this promo code. Please check it, or remove it to pay the full price.',
  inactive: 'This promo code is no longer offered. Please remove it to pay the full price.',
  notYetValid: (from: string) => `This promo code can be used from ${from}. Please remove it to pay the full price.`,
  expired: 'This promo code has expired. Please remove it to pay the full price.',
  usedUp: 'This promo code has been used up. Please remove it to pay the full price.',
  usedByYou: 'You have already used this promo code as many times as it allows. Please remove it to pay the full price.',
  notFor: (target: PromoTarget) => `This promo code is not for ${TARGET_WORDS[target]}. Please remove it to pay the full price.`,
  nothingOff: 'This promo code takes nothing off this booking. Please remove it to pay the full price.',
  notYours:
    'This credit belongs to another guest: it can only be used with the e-mail address it was issued to. Please remove it to pay the full price.',
  creditNeedsEmail: 'This code is a guest’s credit. Please enter the e-mail address it was issued to, then apply it again.',
  /** A payment that arrived after its checkout had failed or lapsed, and after the code or credit had gone to another booking. */
  notApplied: (duePaise: number) =>
    `Your promo code could not be applied: your payment reached us after your checkout had ended, and meanwhile the code was used up. The difference of ${rupeesText(duePaise)} is due; we will contact you about it.`,
} as const;

const TARGET_WORDS: Record<PromoTarget, string> = { stay: 'stays', retreat: 'the retreat', event: 'classes and events' };

/** The longest code a guest may type (staff make them shorter). */
export const PROMO_CODE_MAX = 40;

/** 'Rs 1,368', or 'Rs 637.50' when there are paise: how the discount line and the booking's notes write money. */
export function rupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rs ${rupees.toLocaleString('en-IN')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** The checkout's discount line: 'Promo SPRING10: −Rs 1,368'. A code reads the same in any letters, so it is shown in capitals. */
export function promoLine(code: string, discountPaise: number): string {
  return `Promo ${code.toUpperCase()}: −${rupeesText(discountPaise)}`;
}

/** The booking's notes: 'Promo code: SPRING10 (−Rs 1,368)'. */
export function promoNote(code: string, discountPaise: number): string {
  return `Promo code: ${code.toUpperCase()} (−${rupeesText(discountPaise)})`;
}

/** The notes of a booking paid late, after its code had gone to another: 'Promo code SPRING10 not applied: Rs 1,368 due'. */
export function promoNotAppliedNote(code: string, duePaise: number): string {
  return `Promo code ${code.toUpperCase()} not applied: ${rupeesText(duePaise)} due`;
}
