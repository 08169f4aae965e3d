import { compose, type Estate, type Message } from './layout.ts';

// The newsletter's two mails: the confirmation link of a double opt-in, and the welcome that carries
// the way out. Neither names anything about the reader beyond the address it is sent to.

export function newsletterConfirmMessage(estate: Estate, confirmUrl: string): Message {
  return compose(estate, {
    subject: `Please confirm your subscription to ${estate.siteName}'s newsletter`,
    greeting: 'Namaste,',
    paragraphs: [
      `Someone, we hope you, asked to receive ${estate.siteName}'s newsletter at this address.`,
      'Please confirm with the link below. The link works for seven days.',
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl },
    closing: ['If you did not ask for it, ignore this mail: you will not hear from us again.'],
  });
}

export function newsletterWelcomeMessage(estate: Estate, unsubscribeUrl: string): Message {
  return compose(estate, {
    subject: `You are subscribed to ${estate.siteName}'s newsletter`,
    greeting: 'Namaste,',
    paragraphs: [
      'Thank you for confirming. You will hear from us when we publish new journal posts, retreats and events.',
      `You can unsubscribe at any time: ${unsubscribeUrl}`,
    ],
    action: { label: 'Unsubscribe', url: unsubscribeUrl },
  });
}
