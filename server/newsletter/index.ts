import crypto from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { NewsletterState } from '#app/lib/enums.ts';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { newsletterConfirmMessage, newsletterWelcomeMessage } from '../mail/messages/newsletter.ts';
import { enqueueMail } from '../mail/outbox.ts';

// Double opt-in: a sign-up stores the address as pending and mails a link; only following
// it subscribes. The answer to a sign-up is the same whatever the address's state, so the form never
// tells a stranger who is subscribed.

/** Sign-ups per IP address in ten minutes. */
export const newsletterRateLimit: RateLimitRule = { name: 'newsletter', limit: 5, windowSeconds: 600 };

/** A confirmation link older than this no longer confirms; signing up again sends a new one. */
export const CONFIRM_LINK_DAYS = 7;

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(24).toString('base64url');

export const newsletterUrls = {
  confirm: (token: string) => `${config().publicUrl}/newsletter/confirm/${token}`,
  unsubscribe: (token: string) => `${config().publicUrl}/newsletter/unsubscribe/${token}`,
};

/**
 * Records the sign-up and queues the confirmation mail, unless the address is already subscribed (it
 * gets nothing: no mail bombing of subscribers). A pending or unsubscribed address gets a new link.
 */
export async function subscribe(db: Database, email: string, now = new Date()): Promise<void> {
  const address = email.trim();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, address.toLowerCase()))
      .for('update');
    if (existing?.state === 'subscribed') return;
    const token = newToken();
    if (existing) {
      await tx
        .update(newsletterSubscribers)
        .set({ state: 'pending', tokenHash: hash(token), requestedAt: now, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      // Two sign-ups of one new address at once: the second finds the row the first inserted.
      const [inserted] = await tx
        .insert(newsletterSubscribers)
        .values({ email: address, tokenHash: hash(token), requestedAt: now })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (!inserted) return;
    }
    await enqueueMail(tx, {
      kind: 'newsletter-confirm',
      to: address,
      ...newsletterConfirmMessage(await estateOf(tx), newsletterUrls.confirm(token)),
    });
  });
}

export type TokenOutcome = 'done' | 'already' | 'expired' | 'unknown';

async function byToken(db: Database, token: string): Promise<SubscriberRow | undefined> {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, hash(token)));
  return row;
}

/** What a link's page shows before the reader presses its button (mail scanners follow links, never buttons). */
export async function tokenState(db: Database, token: string): Promise<NewsletterState | null> {
  return (await byToken(db, token))?.state ?? null;
}

/** Following the confirmation link: pending → subscribed, and the welcome mail with the way out. */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<TokenOutcome> {
  const row = await byToken(db, token);
  if (!row) return 'unknown';
  if (row.state === 'subscribed') return 'already';
  if (row.state === 'unsubscribed') return 'unknown';
  if (now.getTime() - row.requestedAt.getTime() > CONFIRM_LINK_DAYS * 86_400_000) return 'expired';
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(newsletterSubscribers)
      .set({ state: 'subscribed', confirmedAt: now })
      .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.state, 'pending')))
      .returning({ id: newsletterSubscribers.id });
    if (changed.length === 0) return 'already';
    await enqueueMail(tx, {
      kind: 'newsletter-welcome',
      to: row.email,
      ...newsletterWelcomeMessage(await estateOf(tx), newsletterUrls.unsubscribe(token)),
    });
    return 'done';
  });
}

/** The unsubscribe link: works for a pending sign-up too, and is harmless twice. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<TokenOutcome> {
  const row = await byToken(db, token);
  if (!row) return 'unknown';
  if (row.state === 'unsubscribed') return 'already';
  await db.update(newsletterSubscribers).set({ state: 'unsubscribed', unsubscribedAt: now }).where(eq(newsletterSubscribers.id, row.id));
  return 'done';
}

export interface SubscriberCounts {
  pending: number;
  subscribed: number;
  unsubscribed: number;
}

const subscriberColumns = {
  email: newsletterSubscribers.email,
  state: newsletterSubscribers.state,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/** Every sign-up (of one state), oldest first: what the CSV lists. */
export async function listSubscribers(db: Database, state?: NewsletterState) {
  return db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(state ? eq(newsletterSubscribers.state, state) : undefined)
    .orderBy(asc(newsletterSubscribers.createdAt));
}

/** The newest sign-ups, newest first: what the back-office screen shows. */
export async function newestSignUps(db: Database, limit: number) {
  return db.select(subscriberColumns).from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(limit);
}

export async function countSubscribers(db: Database): Promise<SubscriberCounts> {
  const rows = await db
    .select({ state: newsletterSubscribers.state, count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.state);
  const counts: SubscriberCounts = { pending: 0, subscribed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}
