// The newsletter's words: the sign-up, and the pages its two mailed links open.

export const newsletter = {
  title: 'Newsletter',
  intro: 'New journal posts, retreats and events, a few times a year. We never share your address, and every mail lets you leave.',
  emailLabel: 'YOUR EMAIL',
  button: 'SUBSCRIBE',
  sent: 'Thank you. Please check your inbox: we have sent you a link to confirm your subscription.',
  tooMany: 'You have signed up several times in a short time. Please wait a few minutes and try again.',
  confirm: {
    title: 'Confirm your subscription',
    pending: 'Press the button to start receiving our newsletter at this address.',
    button: 'CONFIRM MY SUBSCRIPTION',
    done: 'You are subscribed. Thank you! A welcome mail with a link to unsubscribe is on its way.',
    expired: 'This link has expired. Please sign up again and we will send you a new one.',
    unknown: 'This link is not valid. It may have been replaced by a newer one. Please sign up again.',
  },
  /** The back-office's words for the list of sign-ups. */
  admin: {
    loadFailed: 'The subscribers could not be loaded. Please try again.',
    states: { pending: 'Waiting for confirmation', subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    pending: 'Press the button and we will send no more newsletters to this address.',
    button: 'UNSUBSCRIBE',
    done: 'You are unsubscribed. We will send no more newsletters to this address.',
    unknown: 'This link is not valid. If you still receive our newsletter, use the link in its latest mail.',
  },
} as const;
