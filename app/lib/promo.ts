import type { PromoTarget } from './enums.ts';

// What a guest is told about a promo code or credit, in one place: the server refuses with these
// sentences, the checkout shows them, and the tests import them.

/** What every refusal of a code ends with: the guest may always pay the full price instead. */
const REMOVE_IT = 'Please remove it to pay the full price.';

export const PROMO_MESSAGES = {
  unknown: 'We do not know this promo code. Please check it, or remove it to pay the full price.',
  inactive: `This promo code is no longer offered. ${REMOVE_IT}`,
  notYetValid: (from: string) => `This promo code can be used from ${from}. ${REMOVE_IT}`,
  expired: `This promo code has expired. ${REMOVE_IT}`,
  usedUp: `This promo code has been used up. ${REMOVE_IT}`,
  usedByYou: `You have already used this promo code as many times as it allows. ${REMOVE_IT}`,
  notFor: (target: PromoTarget) => `This promo code is not for ${TARGET_WORDS[target]}. ${REMOVE_IT}`,
  nothingOff: `This promo code takes nothing off this booking. ${REMOVE_IT}`,
  notYours: `This credit belongs to another guest: it can only be used with the e-mail address it was issued to. ${REMOVE_IT}`,
  creditNeedsEmail: 'This code is a guest’s credit. Please enter the e-mail address it was issued to, then apply it again.',
  /** A payment that arrived after its checkout had failed or lapsed, and after the code or credit had gone to another booking. */
  notApplied: (duePaise: number) =>
    `Your promo code could not be applied: your payment reached us after your checkout had ended, and meanwhile the code was used up. The difference of ${rupeesText(duePaise)} is due; we will contact you about it.`,
  /** The code could not be checked (the database away, the network down): the checkout says so and lets the guest try again. */
  unavailable: 'We could not check this code just now. Please try again.',
} as const;

/** A checkout asking a code's discount before anything is chosen or typed. */
export const PROMO_QUOTE_MESSAGES = {
  code: 'Please enter a promo code.',
  booking: 'Please choose what to book first.',
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
