import { formatRupees, priceText } from '../../app/lib/money.ts';
import { type Occupancy, retreatBreakdown, retreatQuote } from '../../app/lib/retreat-quote.ts';

/**
 * What the retreat costs for a choice, in each form the tests meet it: the paise the server charges, the
 * amount guests read ('₹21,250'), the price text stored on the booking ('Rs 21250.00') and the dialog's
 * breakdown. All from the content's figures through the one quote, so tests follow a changed price.
 */
export function retreatPrice(occupancy: Occupancy, guests = 1) {
  const quote = retreatQuote(occupancy, guests);
  return {
    paise: quote.amountPaise,
    shown: formatRupees(quote.totalRupees),
    stored: priceText(quote.amountPaise),
    breakdown: retreatBreakdown(quote),
  };
}
