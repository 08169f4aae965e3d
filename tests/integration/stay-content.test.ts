import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitions, type ContentKey, fieldsOf, inputValue } from '#app/content/editable/index.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { managePath } from '#server/bookings/manage-link.ts';
import { bookings } from '#server/db/schema.ts';
import { cancellationMoney } from '#server/refunds/cancellation-money.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { TIME_ZONE } from '../support/factories.ts';
import { payStay } from '../support/paid-orders.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The stay page's words and the arrival notes published on Site content, through the real HTTP server
// with the page cache on: a new check-in time reaches the stay page, a stay guest's booking page and the
// instant the refund engine counts the stay from; a time that is no time is refused next to its field;
// new amenities, house rules and what to bring reach the pages that show them.

let app: TestApp;
let editor: string;
let clients = 0;
const checkIn = addDays(todayIn(TIME_ZONE), 40);
let bookingId: string;
let bookingPage: string;

beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_MS: '5000' } });
  editor = await signInAdmin(app, '192.0.2.90', {
    email: 'stay.editor@example.org',
    password: 'editor password 2',
    name: 'Stay Editor',
    role: 'editor',
  });
  const { booking } = await payStay(app.database.db, checkIn, addDays(checkIn, 2), {
    name: 'Meera Iyer',
    email: 'meera.stay@example.org',
    phone: '+91 98765 43210',
  });
  bookingId = booking.id;
  bookingPage = await managePath(booking.id, app.database.db);
}, 240_000);

afterAll(async () => {
  await app?.close();
});

/** A page's form as the Site content screen sends it: its first content with `changes` over it. */
function pageForm(key: ContentKey, changes: Record<string, string>): Record<string, string> {
  const definition = contentDefinitions[key];
  const fields = Object.fromEntries(fieldsOf(definition).map((field) => [field.name, inputValue(definition.first, field)]));
  return { intent: 'publish', key, ...fields, ...changes };
}

function publish(key: ContentKey, changes: Record<string, string>, intent = 'publish') {
  clients += 1;
  return fetch(`${app.url}/admin/content.data`, {
    method: 'POST',
    body: new URLSearchParams({ ...pageForm(key, changes), intent }),
    headers: { origin: app.publicUrl, cookie: editor, 'x-forwarded-for': `198.51.100.${clients}` },
    redirect: 'manual',
  });
}

/** A page's text as a guest (or, with a cookie, staff) reads it. */
async function read(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${app.url}${path}`, cookie ? { headers: { cookie } } : {});
  expect(response.status, path).toBe(200);
  if (path.includes('preview=')) expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await response.text()).replace(/<!-- -->/g, '').replace(/&#x27;|&#39;/g, "'");
}

/** When the refund engine counts the stay from, and whether it can be cancelled at `now`. */
async function refundStart(now: Date) {
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const { quote } = await cancellationMoney(app.database.db, row!, { now, timeZone: TIME_ZONE });
  return { startsAt: quote.startsAt, refusal: quote.refusal };
}

describe(`the stay page and arrival notes as published (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('moves the stay page, a stay’s arrival notes and the refund engine’s start with a new check-in time', async () => {
    // Half past one on the arrival day: after the first check-in time, before the new one.
    const halfPastOne = zonedInstant(checkIn, 13 * 60 + 30, TIME_ZONE);
    expect(await read('/book-your-stay')).toContain('Check-in from 12:00 PM · Check-out by 11:00 AM');
    expect(await read(bookingPage)).toContain('Check-in is from 12:00 PM on your arrival day.');
    expect(await refundStart(halfPastOne)).toEqual({ startsAt: zonedInstant(checkIn, 12 * 60, TIME_ZONE), refusal: 'started' });

    const published = await publish('stay', { checkInTime: '2:30 pm', checkOutTime: '10:00 AM' });
    expect(published.status, (await published.text()).slice(0, 300)).toBe(200);

    expect(await read('/book-your-stay')).toContain('Check-in from 2:30 PM · Check-out by 10:00 AM');
    const notes = await read(bookingPage);
    expect(notes).toContain('Check-in is from 2:30 PM on your arrival day.');
    expect(notes).toContain('Check-out is by 10:00 AM on the day you leave.');
    expect(await refundStart(halfPastOne)).toEqual({ startsAt: zonedInstant(checkIn, 14 * 60 + 30, TIME_ZONE), refusal: null });
  });

  it('refuses a check-in or check-out time that is no time of day, saying how to write one, and keeps what is published', async () => {
    for (const [name, value, label] of [
      ['checkInTime', '25:00', 'Check-in time'],
      ['checkOutTime', 'noon', 'Check-out time'],
    ] as const) {
      const response = await publish('stay', { [name]: value });
      const text = await response.text();
      expect(response.status, value).toBe(400);
      expect(text).toContain(CONTENT_MESSAGES.publishFailed);
      expect(text).toContain(`${label} must be a time of day written like 12:00 PM or 9:30 AM.`);
    }
    expect(await read('/book-your-stay')).toContain('Check-in from 2:30 PM · Check-out by 10:00 AM');
  });

  it('lists new amenities and house rules on the stay page, and the photo ID rule first in what a stay guest brings', async () => {
    const published = await publish('stay', {
      'accommodation.amenities': 'Hot water all day\nA reading corner',
      idRule: 'Please bring an identity card with a photo for every guest.',
      houseRules: 'Fireworks are not allowed on the estate.',
    });
    expect(published.status).toBe(200);
    const page = await read('/book-your-stay');
    for (const shown of ['Hot water all day', 'A reading corner', 'Please bring an identity card', 'Fireworks are not allowed'])
      expect(page).toContain(shown);
    for (const gone of ['Free parking', 'Pets are not allowed', 'valid photo ID']) expect(page).not.toContain(gone);

    expect((await publish('arrival', { 'stay.bring': 'A torch for the garden paths' })).status).toBe(200);
    const notes = await read(bookingPage);
    expect(notes.indexOf('Please bring an identity card')).toBeLessThan(notes.indexOf('A torch for the garden paths'));
    expect(notes).not.toContain('Walking shoes or sandals for the gardens');
  });

  it('shows a draft of the stay page only to staff previewing it', async () => {
    expect((await publish('stay', { title: 'Stay with us by the river' }, 'save')).status).toBe(200);
    expect(await read('/book-your-stay?preview=content', editor)).toContain('Stay with us by the river');
    expect(await read('/book-your-stay?preview=content')).not.toContain('Stay with us by the river');
    expect(await read('/book-your-stay')).not.toContain('Stay with us by the river');
  });
});
