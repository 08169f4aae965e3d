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
