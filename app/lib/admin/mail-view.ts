// What the outbox screen shows (server/mail/outbox-admin.ts builds it; MailTable renders it).

import type { MailState } from '../enums.ts';

export type MailStateView = MailState;

/** One message of the outbox, timestamps as ISO text. */
export interface OutboxMailView {
  id: string;
  kind: string;
  to: string;
  subject: string;
  state: MailStateView;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When a queued message is next tried. */
  nextAttemptAt: string | null;
}

export interface OutboxPage {
  mails: OutboxMailView[];
  page: number;
  pages: number;
  totals: Record<MailStateView, number>;
}
