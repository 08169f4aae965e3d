import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, learningProgrammes } from '#server/db/schema.ts';
import { seedLearningIfNew } from '#server/first-content.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { createEvent } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The page cache (server/http/page-cache.ts) shares one rendering of a public page for PAGE_CACHE_MS.
// It is emptied by the writes that change what such a page shows, and by nothing else: any anonymous
// POST used to empty it, so a stream of refused posts made every visitor's page render afresh.

let app: TestApp;
let clients = 0;
let event: Awaited<ReturnType<typeof createEvent>>;
let calendar: string;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '5000' } });
  event = await createEvent(app.database.db, { title: 'Sunrise Hatha' });
  calendar = `/calendar?date=${event.eventDate}`;
  cookie = await signInAdmin(app, '192.0.2.60');
});

afterAll(async () => {
  await app?.close();
});

const page = async (path = calendar) => (await fetch(`${app.url}${path}`)).text();

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  clients += 1;
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { origin: app.publicUrl, 'x-forwarded-for': `198.51.100.${clients}`, ...headers },
    redirect: 'manual',
  });
}

/** Renames the event behind the app's back: a page rendered afresh shows the new title, a cached one the old. */
async function rename(title: string) {
  await app.database.db.update(calendarEvents).set({ title }).where(eq(calendarEvents.id, event.id));
}

const guest = { name: 'Asha Rao', email: 'asha.cache@example.org', mobile: '+91 98765 43210' };

describe('only writes that change what a cached page shows clear the page cache', () => {
  it('keeps the cached page through refused, invalid and no-op posts', async () => {
    expect(await page()).toContain('Sunrise Hatha');
    await rename('Moonlit Hatha');
    const posts = [
      // Invalid: no name, no e-mail.
      post('/calendar.data', { intent: 'book', eventId: event.id, slot: '8:00 AM' }),
      // Refused: a slot the event does not offer.
      post('/calendar.data', { intent: 'book', eventId: event.id, slot: '3:00 AM', ...guest }),
      // Refused by the cross-site guard.
      post('/api/calendar/bookings', { eventId: event.id, slot: '8:00 AM', ...guest }, { origin: 'https://evil.example' }),
      // A bot's form (the hidden field filled): answered as a person's, nothing stored.
      post('/calendar.data', { intent: 'book', eventId: event.id, slot: '8:00 AM', ...guest, website: 'spam' }),
      // A page that takes no form.
      post('/about', { name: 'x' }),
      // An enquiry: stored, but no cached page shows it.
      post('/contact.data', { ...guest, city: 'Pune', message: 'Rooms in May?' }),
    ];
    const statuses = await Promise.all(posts.map(async (response) => (await response).status));
    expect(statuses.slice(0, 5)).toEqual([400, 400, 403, 200, 405]);
    expect(statuses[5]).toBeLessThan(400);
    const html = await page();
    expect(html).toContain('Sunrise Hatha');
    expect(html).not.toContain('Moonlit Hatha');
  });

  it('clears it when a booking takes a seat, so the guest sees the seats left at once', async () => {
    const before = await page();
    expect(before).toContain('20 left');
    const booked = await post('/calendar.data', { intent: 'book', eventId: event.id, slot: '8:00 AM', ...guest });
    expect(booked.status).toBeLessThan(400);
    const after = await page();
    expect(after).toContain('Moonlit Hatha');
    expect(after).toContain('19 left');
  });

  it('clears it when staff save a change, and not when their save fails', async () => {
    const other = await createEvent(app.database.db, { title: 'Yin Evening', eventDate: event.eventDate });
    // A booking clears the cache, so the page is rendered afresh just now: its PAGE_CACHE_MS starts
    // here, not at an earlier test's rendering, however slow a busy machine runs the steps below.
    const booked = await post('/calendar.data', {
      intent: 'book',
      eventId: event.id,
      slot: '8:00 AM',
      ...guest,
      email: 'yin.cache@example.org',
    });
    expect(booked.status).toBeLessThan(400);
    // The write clears once more when its answer has gone out (the client may read it a moment sooner).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await page()).toContain('Moonlit Hatha');
    await rename('Evening Hatha');
    expect(await page()).toContain('Moonlit Hatha');
    // Its form incomplete: refused with 400, nothing saved.
    const invalid = await post('/admin/events.data', { intent: 'update', id: event.id }, { cookie });
    expect(invalid.status).toBe(400);
    expect(await page()).toContain('Moonlit Hatha');
    const deleted = await post('/admin/events.data', { intent: 'delete', id: other.id }, { cookie });
    expect(deleted.status).toBeLessThan(400);
    const after = await page();
    expect(after).toContain('Evening Hatha');
    expect(after).not.toContain('Yin Evening');
  });

  it('clears it when the owner adds a learning batch, so /learning offers it at once', async () => {
    await seedLearningIfNew(app.database.db);
    const [aerial] = await app.database.db.select().from(learningProgrammes).where(eq(learningProgrammes.slug, 'aerial'));
    expect(await page('/learning')).not.toContain('2031-03-01');
    const added = await post(
      '/admin/learning.data',
      { intent: 'add-batch', programmeId: aerial!.id, startDate: '2031-03-01', endDate: '2031-03-09', feeRupees: '30000' },
      { cookie },
    );
    const text = await added.text();
    expect(added.status, text).toBe(200);
    // The write clears once more when its answer has gone out (the client may read it a moment sooner).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const html = await page('/learning');
    expect(html).toContain('<time dateTime="2031-03-01">');
    expect(html).toContain('₹30,000 per participant');
  });
});
