import { formatRupees } from './money.ts';

// The retreat's total in words, apart from retreat-quote.ts so that the checkout's script can show it
// without taking the retreat's whole content into the browser.

export const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/** '₹21,250 × 2 guests = ₹42,500', or '₹23,250 for 1 guest'. */
export function retreatBreakdown(quote: { guests: number; perPersonRupees: number; totalRupees: number }): string {
  return quote.guests === 1
    ? `${formatRupees(quote.perPersonRupees)} for 1 guest`
    : `${formatRupees(quote.perPersonRupees)} × ${guestsText(quote.guests)} = ${formatRupees(quote.totalRupees)}`;
}
