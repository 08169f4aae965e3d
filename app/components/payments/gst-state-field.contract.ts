// Where the checkout dialogs' state select (gst-state-field.tsx) and their payment scripts meet.

/** The checkout field naming the guest's state, sent as `customer.state`. */
export const GST_STATE_FIELD = 'customerState';
