import { dataFlag, numberAttribute, textAttribute } from '#app/lib/data-attribute.ts';

// Where the checkouts' frame (checkout-dialog.tsx, the pages' buttons that open it) and their scripts
// (checkout.enhance.ts, checkout-dialog.enhance.ts) meet. The dialogs' ids are in app/lib/checkout.ts.

export const checkoutDialogMarkup = {
  /** Which checkout the dialog is, and so which script answers its form. */
  dialog: textAttribute('data-checkout-dialog', ['retreat', 'stay', 'training', 'appointment'] as const),
  siteName: textAttribute('data-site-name'),
  /** The message when the server could not create the order and gave no reason. */
  orderError: textAttribute('data-order-error'),
  /** How long the answer shows before the booking's page follows, after a paid and an unpaid booking. */
  paidCloseMs: numberAttribute('data-paid-close-ms'),
  unpaidCloseMs: numberAttribute('data-unpaid-close-ms'),
  /** This opening's idempotency key, written by the script. */
  key: textAttribute('data-checkout-key'),
  form: dataFlag('data-checkout-form'),
  /** PAY: its label follows the total, and it waits for the customer's details. */
  pay: dataFlag('data-pay'),
  /** Where the form was, once paid: written by the script. */
  paidPanel: dataFlag('data-paid-panel'),
  /** On a page's button: the id of the checkout dialog it opens. */
  opens: textAttribute('data-opens-dialog'),
};

export type CheckoutKind = (typeof checkoutDialogMarkup.dialog.values)[number];
