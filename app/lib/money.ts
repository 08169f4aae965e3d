// Amounts are integer paise on the server; these helpers turn them into what guests read.

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '₹21,250' */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** 'Rs 500.00', the price text the specification stores on a booking. */
export function priceText(paise: number): string {
  return `Rs ${(paise / 100).toFixed(2)}`;
}

const inrWithPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** '₹42,500', or '₹500.50' when there are paise. */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : inrWithPaise.format(paise / 100);
}

/** The amount of a price as staff or the checkout wrote it ('Rs 21250.00', 'Rs. 1,200', '₹ 600'); null for other text ('Free'). */
export function priceTextPaise(text: string): number | null {
  const match = /^\s*(?:Rs\.?|₹|INR)\s*(\d[\d,]*(?:\.\d{1,2})?)\s*$/i.exec(text);
  if (!match) return null;
  const [rupees, fraction = ''] = match[1]!.replaceAll(',', '').split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A price as staff or the checkout wrote it, in rupees ('₹21,250'); other text as it is. */
export function formatPriceText(text: string): string {
  const paise = priceTextPaise(text);
  return paise === null ? text : formatPaise(paise);
}
