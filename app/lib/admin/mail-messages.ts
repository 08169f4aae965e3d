import type { MailState } from '../enums.ts';

// The Mail (outbox) screen's texts, worded like the other screens' banners; tests import the same constants.

export const MAIL_MESSAGES = {
  title: 'Mail',
  fetchFailed: 'Failed to fetch mail',
  retryFailed: 'Failed to retry mail',
  retried: 'Mail queued to be sent now',
  alreadySent: 'This mail has already been sent',
  beingSent: 'This mail is being sent right now',
  loading: 'Loading mail...',
  empty: 'No mail has been queued yet.',
  retry: 'Retry now',
} as const;

export const mailStateLabels = { queued: 'Queued', sent: 'Sent', failed: 'Failed' } as const satisfies Record<MailState, string>;
