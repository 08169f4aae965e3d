import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { bookings, enquiries } from '#server/db/schema.ts';
import { createEvent, TIME_ZONE } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { signInAdmin } from './admin-session.ts';
import { createFuzzer, escapeHtml, runs, timeout, type Answer, type Fuzzer } from './fuzzer.ts';
import { encodeForm, MARKUP } from './hostile.ts';

// What a guest or a member of staff typed is stored as typed and shown as text: markup in a name,
// a message or a title reaches the page escaped, on the back-office screens and on the public site.

let app: TestApp;
let fuzz: Fuzzer;
let cookie: string;
let eventId: string;
let sent = 0;

/** Markup wrapped in random text of any script, as it would be stored: trimmed, and short enough for every field. */
const markedText = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom(...MARKUP), fc.string({ unit: 'grapheme', maxLength: 12 }))
  .map((parts) => parts.join('').trim())
  .filter((text) => !text.includes('\u0000') && !/[\r\n]/.test(text));

beforeAll(async () => {
  app = await startTestApp();
  fuzz = await createFuzzer(app, 'rendered-as-text');
  cookie = await signInAdmin(app);
  eventId = (await createEvent(app.database.db, { timeSlots: ['8:00 AM'], slotCapacity: 500 })).id;
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

async function page(path: string, admin = false): Promise<string> {
  const answer = await fuzz.send({ method: 'GET', path, document: true, headers: admin ? { cookie } : {} });
  expect(answer.status, path).toBe(200);
  return answer.text;
}

/** Each value is on the page in React's escaped form, and no payload is there as markup. */
function expectShownAsText(html: string, values: string[], where: string) {
  for (const value of values) expect(html, `${where} should show ${JSON.stringify(value)} as text`).toContain(escapeHtml(value));
  for (const payload of MARKUP) expect(html.includes(payload), `${where} has ${payload} as markup`).toBe(false);
}

function stored(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeLessThan(300);
}

/** A new address each time: the pages below are filtered by it, and no duplicate-booking rule gets in the way. */
function email() {
  sent += 1;
  return `guest${sent}@example.org`;
}

describe('stored values are shown as text', { timeout: timeout() }, () => {
  it('a contact enquiry, on the back-office enquiries screen', async () => {
    await fc.assert(
      fc.asyncProperty(markedText, markedText, markedText, async (name, city, message) => {
        const form = { name, email: email(), mobile: '+91 98765 43210', city, message, subject: name };
        stored(await fuzz.check({ path: '/contact', ...encodeForm(form, 'urlencoded') }), 'enquiry');
        expectShownAsText(await page('/admin/enquiries?status=new', true), [name, city, message], 'admin enquiries');
        // Handled, so that the next run's enquiry is on the first page of new ones.
        const [row] = await app.database.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.email, form.email));
        await fuzz.send({ path: '/admin/enquiries', ...encodeForm({ intent: 'handle', id: row!.id }, 'urlencoded'), headers: { cookie } });
      }),
      { numRuns: runs(20) },
    );
  });

  it('a calendar booking, on the back-office bookings screen and the guest manage page', async () => {
    const { manageLink } = await import('#server/bookings/manage-link.ts');
    await fc.assert(
      fc.asyncProperty(markedText, async (name) => {
        const guest = email();
        const form = { intent: 'book', eventId, slot: '8:00 AM', name, email: guest, mobile: '+91 98765 43210' };
        stored(await fuzz.check({ path: `/calendar?date=${addDays(todayIn(TIME_ZONE), 1)}`, ...encodeForm(form, 'urlencoded') }), 'booking');
        expectShownAsText(await page(`/admin/bookings?q=${encodeURIComponent(guest)}`, true), [name], 'admin bookings');
        const [row] = await app.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerEmail, guest));
        expectShownAsText(await page(new URL(await manageLink(row!.id)).pathname), [name], 'manage page');
      }),
      { numRuns: runs(20) },
    );
  });

  it('an event made in the back-office, on the public calendar', async () => {
    await fc.assert(
      fc.asyncProperty(markedText, markedText, async (title, description) => {
        const date = addDays(todayIn(TIME_ZONE), 30 + (sent++ % 300));
        const form = { intent: 'create', title, tag: 'FEATURED', price: 'Rs 900', duration: '90 min', eventDate: date, description, timeSlots: '7:00 AM', slotCapacity: '10', type: 'therapy' };
        stored(await fuzz.check({ path: '/admin/events', ...encodeForm(form, 'multipart'), headers: { cookie } }), 'event');
        expectShownAsText(await page(`/calendar?date=${date}`), [title, description], 'calendar');
      }),
      { numRuns: runs(20) },
    );
  });

  it('a published blog post, on its page and in the list', async () => {
    await fc.assert(
      fc.asyncProperty(markedText, markedText, markedText, async (title, author, excerpt) => {
        const slug = `post-${(sent += 1)}`;
        const form = { intent: 'create', title, author, excerpt, content: `${excerpt}\n\n${title}`, slug, published: 'on' };
        stored(await fuzz.check({ path: '/admin/blogs', ...encodeForm(form, 'multipart'), headers: { cookie } }), 'blog');
        expectShownAsText(await page(`/blogs/${slug}`), [title, author], 'blog post');
        expectShownAsText(await page('/blogs'), [title], 'blog list');
      }),
      { numRuns: runs(15) },
    );
  });
});
