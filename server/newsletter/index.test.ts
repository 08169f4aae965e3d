import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { confirmSubscription, countSubscribers, listSubscribers, subscribe, tokenState, unsubscribe } from './index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The token of the newest link of this kind mailed to the address. */
async function mailedToken(to: string, kind: 'newsletter-confirm' | 'newsletter-welcome'): Promise<string> {
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const mail = mails.filter((row) => row.kind === kind).at(-1);
  const match = /\/newsletter\/(?:confirm|unsubscribe)\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${kind} link mailed to ${to}`);
  return match[1];
}

describe(`newsletter (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('subscribes only once the mailed link is followed, and unsubscribes by the welcome mail’s link', async () => {
    await subscribe(database.db, 'Meera@Example.org');
    expect(await listSubscribers(database.db, 'subscribed')).toEqual([]);
    const token = await mailedToken('Meera@Example.org', 'newsletter-confirm');
    expect(await tokenState(database.db, token)).toBe('pending');

    expect(await confirmSubscription(database.db, token)).toBe('done');
    expect(await confirmSubscription(database.db, token)).toBe('already');
    expect((await listSubscribers(database.db, 'subscribed')).map((row) => row.email)).toEqual(['Meera@Example.org']);

    const out = await mailedToken('Meera@Example.org', 'newsletter-welcome');
    expect(await unsubscribe(database.db, out)).toBe('done');
    expect(await unsubscribe(database.db, out)).toBe('already');
    expect(await listSubscribers(database.db, 'subscribed')).toEqual([]);
  });

  it('sends a subscribed address nothing more, whatever the case of its letters', async () => {
    await subscribe(database.db, 'ravi@example.org');
    await confirmSubscription(database.db, await mailedToken('ravi@example.org', 'newsletter-confirm'));
    await subscribe(database.db, 'RAVI@example.org');
    const mails = await database.db.select().from(mailOutbox);
    expect(mails.filter((mail) => mail.to.toLowerCase() === 'ravi@example.org' && mail.kind === 'newsletter-confirm')).toHaveLength(1);
  });

  it('refuses a confirmation link older than a week, and an unknown or mangled token', async () => {
    const asked = new Date('2026-11-01T10:00:00Z');
    await subscribe(database.db, 'late@example.org', asked);
    const token = await mailedToken('late@example.org', 'newsletter-confirm');
    expect(await confirmSubscription(database.db, token, new Date('2026-11-09T10:00:00Z'))).toBe('expired');
    expect(await confirmSubscription(database.db, 'x'.repeat(32))).toBe('unknown');
    expect(await confirmSubscription(database.db, '../../etc')).toBe('unknown');
    // Signing up again sends a new link; the old one no longer works.
    await subscribe(database.db, 'late@example.org');
    expect(await confirmSubscription(database.db, token)).toBe('unknown');
    expect(await confirmSubscription(database.db, await mailedToken('late@example.org', 'newsletter-confirm'))).toBe('done');
  });

  it('counts each state', async () => {
    expect(await countSubscribers(database.db)).toEqual({ pending: 0, subscribed: 2, unsubscribed: 1 });
  });
});
