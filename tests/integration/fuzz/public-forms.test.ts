import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { bookings, enquiries, services } from '#server/db/schema.ts';
import { zonedInstant } from '#server/zoned-time.ts';
import { createEvent, TIME_ZONE } from '../../support/factories.ts';
import { HOSTILE_SHAPES, hostileShape, largestCount, PUBLIC_DOORS } from '../../support/hostile-shapes.ts';
import { manageTarget } from '../../support/oversized-post.ts';
import { signInAdmin } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createTherapyScene } from '../../support/therapies.ts';
import { expectShownAsText, expectStored, markedText, pageHtml } from './as-text.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { encodeForm, encoding, hostileForm, hostileText, jsonBody, wrongJson } from './hostile.ts';
import { badBookings, badEnquiries, overlappingAppointments } from './invariants.ts';

// The public forms, posted as browsers with and without JavaScript post them, and as nothing a
// browser would send; the demo checkout; pages asked for with hostile addresses. Then what guests
// typed, shown back to staff and to the guest as text.

let app: TestApp;
let fuzz: Fuzzer;
let cookie: string;
let eventId: string;
let eventDate: string;
const tokens: string[] = [];
const demoOrders: string[] = [];
let guests = 0;

const guest = { name: 'Asha Rao', email: 'asha@example.org', mobile: '+91 98765 43210' };
/** One in twenty posts as a browser without JavaScript: the action, then the whole page rendered with its answer. */
const asDocument = fc.integer({ min: 0, max: 19 }).map((n) => n === 0);

beforeAll(async () => {
  // One guest books again and again here: a limit on reservations waiting for their mailed link would
  // turn most inputs into 429s before they reach the rules behind the form.
  app = await startTestApp({ env: { UNCONFIRMED_HOLD_LIMIT: '1000000' } });
  fuzz = await createFuzzer(app, 'public-forms');
  cookie = await signInAdmin(app);
  const event = await createEvent(app.database.db, { timeSlots: ['8:00 AM', '11:00 AM', '5:30 PM'], slotCapacity: 500 });
  eventId = event.id;
  eventDate = event.eventDate;
  // Bookings the manage-link fuzz can name with a good token.
  const { createEventBooking } = await import('#server/bookings/event-booking.ts');
  const { manageLink } = await import('#server/bookings/manage-link.ts');
  for (const n of [1, 2, 3]) {
    const { booking } = await createEventBooking(
      app.database.db,
      { eventId, slot: '8:00 AM', ...guest, email: `keeper${n}@example.org` },
      { timeZone: TIME_ZONE },
    );
    tokens.push(new URL(await manageLink(booking.id)).pathname.split('/').pop()!);
  }
  for (const occupancy of ['double', 'single']) {
    const body = JSON.stringify({
      kind: 'retreat',
      idempotencyKey: crypto.randomUUID(),
      occupancy,
      startDate: addDays(todayIn(TIME_ZONE), 5),
      customer: guest,
    });
    const answer = await fuzz.send({ path: '/api/payments/orders', resource: true, body, contentType: 'application/json' });
    expect(answer.status).toBe(200);
    demoOrders.push((JSON.parse(answer.text) as { id: string }).id);
  }
});

/** A new address each time: the pages below are filtered by it, and no duplicate-booking rule gets in the way. */
function newEmail() {
  guests += 1;
  return `guest${guests}@example.org`;
}

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

describe('public forms take any input without a server error', { timeout: timeout() }, () => {
  it('calendar booking', async () => {
    const form = hostileForm({ intent: 'book', eventId, slot: '11:00 AM', ...guest, website: '' });
    const date = fc.oneof({ arbitrary: fc.constant(eventDate), weight: 4 }, { arbitrary: hostileText, weight: 1 });
    await fc.assert(
      fc.asyncProperty(form, encoding, asDocument, date, async (fields, how, document, day) => {
        const query = new URLSearchParams({ date: day.toWellFormed() });
        await fuzz.check({ path: `/calendar?${query}`, document, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(900) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
  });

  it("calendar booking through the dialog's JSON endpoint", async () => {
    const form = hostileForm({ intent: 'book', eventId, slot: '11:00 AM', ...guest, website: '' });
    await fc.assert(
      fc.asyncProperty(form, encoding, async (fields, how) => {
        await fuzz.check({ path: '/api/calendar/bookings', resource: true, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(400) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
  });

  it('contact enquiry', async () => {
    const form = hostileForm({ ...guest, city: 'Pune', message: 'Do you have rooms in May?', subject: 'Stay', website: '' });
    await fc.assert(
      fc.asyncProperty(form, encoding, asDocument, async (fields, how, document) => {
        await fuzz.check({ path: '/contact', document, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(900) },
    );
    await fuzz.expectNoBadRows('enquiries', badEnquiries);
  });

  it('stay quote', async () => {
    const today = todayIn(TIME_ZONE);
    const form = hostileForm({ checkIn: addDays(today, 3), checkOut: addDays(today, 5), adults: '2', promoCode: '' });
    await fc.assert(
      fc.asyncProperty(
        form,
        encoding,
        asDocument,
        fc.constantFrom('/book-your-stay', '/book-stay'),
        async (fields, how, document, path) => {
          await fuzz.check({ path, document, ...encodeForm(fields, how) });
        },
      ),
      { numRuns: runs(600) },
    );
  });

  it('retreat booked without paying', async () => {
    const form = hostileForm({ intent: 'unpaid', occupancy: 'double', startDate: addDays(todayIn(TIME_ZONE), 10), ...guest, website: '' });
    await fc.assert(
      fc.asyncProperty(form, encoding, asDocument, async (fields, how, document) => {
        await fuzz.check({ path: '/rejuvenation/package', document, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(500) },
    );
    await fc.assert(
      fc.asyncProperty(form, encoding, async (fields, how) => {
        await fuzz.check({ path: '/api/retreat/bookings', resource: true, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(300) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
  });

  it('therapy reserved to pay at the estate', async () => {
    const scene = await createTherapyScene(app.database.db);
    await app.database.db.update(services).set({ paymentMode: 'at-estate' }).where(eq(services.id, scene.serviceId));
    fuzz.forgetWrites();
    const today = todayIn(TIME_ZONE);
    const form = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 95 }), fc.boolean()).chain(([days, quarter, chosen]) =>
      hostileForm({
        serviceId: scene.serviceId,
        startsAt: zonedInstant(addDays(today, days), quarter * 15, TIME_ZONE).toISOString(),
        practitionerId: chosen ? scene.practitionerIds[0]! : '',
        ...guest,
        email: newEmail(),
        website: '',
      }),
    );
    await fc.assert(
      fc.asyncProperty(form, encoding, asDocument, async (fields, how, document) => {
        await fuzz.check({ path: '/therapies', document, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(400) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
    await fuzz.expectNoBadRows('appointments', overlappingAppointments);
  });

  it('guest cancellation through the manage link', async () => {
    const token = fc.oneof(
      fc.constantFrom(...tokens),
      fc.constantFrom(...tokens).map((good) => `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`),
      hostileText.map((text) => encodeURIComponent(text.toWellFormed()).slice(0, 2000)),
    );
    await fc.assert(
      fc.asyncProperty(token, hostileForm({ intent: 'cancel' }), encoding, asDocument, async (path, fields, how, document) => {
        await fuzz.check({ path: `/booking/${path || 'x'}`, document, ...encodeForm(fields, how) });
      }),
      { numRuns: runs(500) },
    );
  });

  it('demo checkout buttons', async () => {
    const body = fc.oneof(
      jsonBody({ orderId: demoOrders[0]!, outcome: 'fail' }),
      fc
        .record({
          orderId: fc.oneof(fc.constantFrom(...demoOrders), hostileText),
          outcome: fc.oneof(fc.constantFrom('pay', 'fail'), wrongJson),
        })
        .map((answer) => JSON.stringify(answer)),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('POST', 'POST', 'POST', 'GET', 'DELETE'), async (answer, method) => {
        const request = method === 'GET' ? { method } : { method, body: answer, contentType: 'application/json' };
        await fuzz.check({ path: '/api/payments/demo', resource: true, ...request });
      }),
      { numRuns: runs(500) },
    );
  });

  it('bodies shaped to make a parser work hard (repeated names, many names, deep or wide JSON) are refused at every public door', async () => {
    const doors = [...PUBLIC_DOORS, manageTarget(tokens[0]!)];
    const shaped = fc
      .record({
        door: fc.constantFrom(...doors),
        shape: fc.constantFrom(...HOSTILE_SHAPES),
        share: fc.double({ min: 0.05, max: 1, noNaN: true }),
      })
      .map(({ door, shape, share }) => ({ door, ...hostileShape(shape, Math.max(400, Math.floor(largestCount(shape, door) * share))) }));
    await fc.assert(
      fc.asyncProperty(shaped, async ({ door, body, contentType }) => {
        const answer = await fuzz.check({ path: door.path, resource: true, body, contentType });
        expect(answer.status, `${door.path} took a ${contentType} body of ${body.length} bytes`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: runs(60) },
    );
  });

  it('pages asked for with hostile addresses', async () => {
    const value = hostileText.map((text) => encodeURIComponent(text.toWellFormed()).slice(0, 4000));
    const page = fc.oneof(
      fc.record({ date: value, month: value, mode: value, q: value, time: value, type: value }).map((q) => `/calendar?${joinRaw(q)}`),
      fc.record({ subject: value }).map((q) => `/contact?${joinRaw(q)}`),
      value.map((slug) => `/blogs/${slug || 'x'}`),
      value.map((token) => `/booking/${token || 'x'}`),
      value.map((path) => `/${path}`),
    );
    await fc.assert(
      fc.asyncProperty(page, asDocument, async (path, document) => {
        await fuzz.check({ method: 'GET', path, document });
      }),
      { numRuns: runs(500) },
    );
  });
});

describe('what guests typed is shown as text', { timeout: timeout() }, () => {
  it('a contact enquiry, on the back-office enquiries screen', async () => {
    await fc.assert(
      fc.asyncProperty(markedText, markedText, markedText, async (name, city, message) => {
        const form = { name, email: newEmail(), mobile: '+91 98765 43210', city, message, subject: name };
        expectStored(await fuzz.check({ path: '/contact', ...encodeForm(form, 'urlencoded') }), 'enquiry');
        expectShownAsText(await pageHtml(fuzz, '/admin/enquiries?status=new', cookie), [name, city, message], 'admin enquiries');
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
        const email = newEmail();
        const form = { intent: 'book', eventId, slot: '5:30 PM', name, email, mobile: '+91 98765 43210' };
        expectStored(await fuzz.check({ path: `/calendar?date=${eventDate}`, ...encodeForm(form, 'urlencoded') }), 'booking');
        expectShownAsText(await pageHtml(fuzz, `/admin/bookings?q=${encodeURIComponent(email)}`, cookie), [name], 'admin bookings');
        const [row] = await app.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerEmail, email));
        expectShownAsText(await pageHtml(fuzz, new URL(await manageLink(row!.id)).pathname), [name], 'manage page');
      }),
      { numRuns: runs(20) },
    );
  });
});

/** A query string of values already percent-encoded (URLSearchParams would encode them twice). */
function joinRaw(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}
