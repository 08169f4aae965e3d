// Where the checkouts' markup (components/payments) and their script (components/payments/*.enhance.ts) meet:
// shared here, in a module without React, so the script does not pull the components in.

export const RETREAT_DIALOG_ID = 'retreat-dialog';
export const STAY_DIALOG_ID = 'stay-dialog';
/** The stay's room types, once its dates are checked. */
export const STAY_CHOICES_ID = 'stay-choices';
export const DEMO_CHECKOUT_ID = 'demo-checkout';
/** The most booking links a checkout's order request carries, to have a duplicate booking named. */
export const MAX_KNOWN_BOOKINGS = 20;
