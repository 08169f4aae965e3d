import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDefinitions, fieldsOf, inputValue } from '#app/content/editable/index.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import {
  blogs,
  bookings,
  calendarEvents,
  classes,
  contentRevisions,
  enquiries,
  erasureRequests,
  guests,
  mailOutbox,
} from '#server/db/schema.ts';
import { ADMIN } from '../../support/accounts.ts';
import { createEvent, TIME_ZONE } from '../../support/factories.ts';
import { photo } from '../../support/images.ts';
import { signInAdmin } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createTherapyScene } from '../../support/therapies.ts';
import { expectShownAsText, expectStored, markedText, pageHtml } from './as-text.ts';
import { createFuzzer, type Fuzzer, runs, timeout } from './fuzzer.ts';
import { encodeForm, encoding, type Form, hostileForm, hostileText, jsonBody } from './hostile.ts';
import { badBlogs, badBookings, badClasses, badEnquiryMessages, badEvents } from './invariants.ts';

// Every action of the back-office, signed in as a real administrator, with hostile forms and uploads
// of random bytes; then the same doors without a session, and Better Auth's own endpoints. Then what
// staff typed, shown on the public site as text.

let app: TestApp;
let fuzz: Fuzzer;
let cookie: string;
let photoFile: File;
const ids: Record<'event' | 'class' | 'blog' | 'booking' | 'enquiry' | 'mail' | 'guest', string[]> = {
  guest: [],
  event: [],
  class: [],
  blog: [],
  booking: [],
  enquiry: [],
  mail: [],
};

const later = addDays(todayIn(TIME_ZONE), 20);
/** The home page's form as Site content sends it, with its first content. */
const homeFields = Object.fromEntries(
  fieldsOf(contentDefinitions.home).map((field) => [field.name, inputValue(contentDefinitions.home.first, field)]),
);
const VALID = {
  event: {
    title: 'Sound Bath',
    tag: 'FEATURED',
    price: 'Rs 900',
    duration: '90 min',
    eventDate: later,
    description: 'With Ravi',
    timeSlots: '7:00 AM, 6:00 PM',
    expandedDescription: 'Bring a mat.',
    slotCapacity: '12',
    type: 'therapy',
  },
  class: {
    title: 'Morning Hatha',
    instructor: 'Meera Nair',
    duration: '60 min',
    price: 'Rs 500',
    capacity: '15',
    schedule: 'Mon, Wed · 7:00 AM',
    startsOn: '2026-12-12',
    description: 'Gentle postures.',
  },
  blog: {
    title: 'Yin Yoga for Sleep',
    author: 'Meera Nair',
    excerpt: 'Slow poses.',
    content: '## Why\n\nBecause.',
    slug: '',
    published: 'on',
  },
  booking: {
    eventTitle: 'Hatha',
    eventDate: later,
    selectedSlot: '8:00 AM',
    // A new booking names its event and slot (the pickers); the rest is read from the event.
    slot: '8:00 AM',
    price: 'Rs 500',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.org',
    customerPhone: '+91 98765 43210',
    status: 'confirmed',
    kind: 'event',
    eventId: '',
    notes: 'Window seat',
    emailGuest: 'on',
  },
} satisfies Record<string, Form>;

async function post(path: string, form: Form) {
  return fuzz.send({ path, ...encodeForm(form, 'multipart'), headers: { cookie } });
}

async function idsOf(
  table: typeof calendarEvents | typeof classes | typeof blogs | typeof bookings | typeof enquiries | typeof mailOutbox | typeof guests,
) {
  return (await app.database.db.select({ id: table.id }).from(table)).map((row) => row.id);
}

beforeAll(async () => {
  app = await startTestApp();
  fuzz = await createFuzzer(app, 'admin-actions');
  cookie = await signInAdmin(app);
  photoFile = new File([new Uint8Array(await photo(40, 30).png().toBuffer())], 'photo.png', { type: 'image/png' });
  const event = await createEvent(app.database.db, { timeSlots: ['8:00 AM'], slotCapacity: 100 });
  // A record of each kind, made through the screens themselves, so that updates and deletes have something to find.
  for (const [path, form] of [
    ['/admin/events', { ...VALID.event, intent: 'create' }],
    ['/admin/classes', { ...VALID.class, intent: 'create' }],
    ['/admin/blogs', { ...VALID.blog, intent: 'create' }],
    ['/admin/bookings', { ...VALID.booking, eventId: event.id, intent: 'create' }],
  ] as const) {
    expect((await post(path, form)).status).toBe(200);
  }
  const enquiry = new URLSearchParams({
    name: 'Asha',
    email: 'asha@example.org',
    mobile: '+91 98765 43210',
    city: 'Pune',
    message: 'Rooms?',
  });
  expect((await fuzz.send({ path: '/contact', body: enquiry })).status).toBe(202);
  ids.event = [event.id, ...(await idsOf(calendarEvents))];
  ids.class = await idsOf(classes);
  ids.blog = await idsOf(blogs);
  ids.booking = await idsOf(bookings);
  ids.enquiry = await idsOf(enquiries);
  ids.mail = await idsOf(mailOutbox);
  ids.guest = await idsOf(guests);
});

afterAll(async () => {
  fuzz?.report();
  await app?.close();
});

/** An id of a record that exists, of none, or no id at all. */
function someId(existing: string[]) {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...existing), weight: 3 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: hostileText, weight: 1 },
  );
}

/** Create, update (of an existing record or not) and, now and then, delete. */
function catalogForm(valid: Form, existing: string[], files: string[] = []) {
  const intent = fc.oneof({ arbitrary: fc.constantFrom('create', 'update'), weight: 7 }, { arbitrary: fc.constant('delete'), weight: 1 });
  return fc
    .tuple(intent, someId(existing))
    .chain(([chosen, id]) => hostileForm({ ...valid, intent: chosen, id }, { files, images: [photoFile] }));
}

async function fuzzScreen(path: string, form: fc.Arbitrary<Form>, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(form, encoding, async (fields, how) => {
      await fuzz.check({ path, ...encodeForm(fields, how), headers: { cookie } });
    }),
    { numRuns: runs(numRuns) },
  );
  // The screen that lists what was stored renders it all as text.
  expect((await fuzz.check({ method: 'GET', path, document: true, headers: { cookie } })).status).toBe(200);
}

describe('back-office actions take any input without a server error', { timeout: timeout() }, () => {
  it('events, with images of random bytes', async () => {
    await fuzzScreen('/admin/events', catalogForm({ ...VALID.event, image: new File([], '') }, ids.event, ['image']), 500);
    await fuzz.expectNoBadRows('calendar_events', badEvents);
  });

  it('classes', async () => {
    await fuzzScreen('/admin/classes', catalogForm({ ...VALID.class, image: new File([], '') }, ids.class, ['image']), 400);
    await fuzz.expectNoBadRows('classes', badClasses);
  });

  it('blogs', async () => {
    const form = catalogForm({ ...VALID.blog, removeImage: '', image: new File([], '') }, ids.blog, ['image']);
    await fuzzScreen('/admin/blogs', form, 400);
    await fuzz.expectNoBadRows('blogs', badBlogs);
  });

  it('bookings', async () => {
    const form = fc
      .oneof(fc.constantFrom('', ...ids.event), hostileText)
      .chain((eventId) => catalogForm({ ...VALID.booking, eventId }, ids.booking));
    await fuzzScreen('/admin/bookings', form, 500);
    await fuzz.expectNoBadRows('bookings', badBookings);
  });

  it('bookings: refund', async () => {
    const form = fc
      .tuple(someId(ids.booking), fc.uuid(), fc.constantFrom('100', '0.5', '99999999', '12.345'))
      .chain(([id, formId, amount]) => hostileForm({ intent: 'refund', id, formId, amount, reason: 'Rain' }));
    await fuzzScreen('/admin/bookings', form, 200);
  });

  it('enquiries: mark handled or new', async () => {
    const form = fc.tuple(fc.constantFrom('handle', 'reopen'), someId(ids.enquiry)).chain(([intent, id]) => hostileForm({ intent, id }));
    await fuzzScreen('/admin/enquiries', form, 300);
  });

  it('guests: profile saves, merges and who looks after the guest', async () => {
    const [guest] = ids.guest;
    const form = fc
      .tuple(fc.constantFrom('update', 'merge', 'practitioners'), someId(ids.guest), someId(ids.guest))
      .chain(([intent, id, duplicateId]) =>
        hostileForm({
          intent,
          id,
          duplicateId,
          practitioner: 'nobody',
          name: 'Asha',
          email: 'asha@example.org',
          phone: '+91 98765 43210',
          dateOfBirth: '1980-02-29',
          allergies: 'Nuts',
        }),
      );
    await fuzzScreen(`/admin/guests/${guest}`, form, 300);
  });

  it('guests: erasure confirmations, with a request open or not, as a form or a data request', async () => {
    const existing = await idsOf(guests);
    // Every other guest asks: some confirmations find a request, the rest a 409.
    await app.database.db.insert(erasureRequests).values(existing.filter((_, at) => at % 2 === 0).map((guestId) => ({ guestId })));
    fuzz.forgetWrites();
    const form = fc
      .tuple(someId(existing), fc.boolean())
      .chain(([id, same]) => hostileForm({ id }).map((fields) => ({ fields, target: same ? id : (existing[0] ?? id), asForm: same })));
    await fc.assert(
      fc.asyncProperty(form, encoding, async ({ fields, target, asForm }, how) => {
        const path = `/admin/guests/${encodeURIComponent(target.toWellFormed()).slice(0, 200)}/erase`;
        await fuzz.check({ path, resource: asForm, ...encodeForm(fields, how), headers: { cookie } });
      }),
      { numRuns: runs(200) },
    );
    // A confirmed erasure left none of the profile's erased details behind.
    await fuzz.expectNoBadRows(
      'guests',
      sql`select count(*) from guests g where exists (select 1 from erasure_requests r where r.guest_id = g.id and r.confirmed_at is not null)
        and (g.phone is not null or g.allergies is not null or g.date_of_birth is not null or g.staff_notes is not null)`,
    );
  });

  it('enquiries: replies, notes, answers and the assignee', async () => {
    const form = fc
      .tuple(fc.constantFrom('reply', 'note', 'answer', 'assign'), someId(ids.enquiry))
      .chain(([intent, id]) => hostileForm({ intent, id, body: 'We have rooms free in March.', assigneeId: '' }));
    await fuzzScreen('/admin/enquiries', form, 300);
    await fuzz.expectNoBadRows('enquiry_messages', badEnquiryMessages);
  });

  it('care: a review of an answer that is not there', async () => {
    const form = someId(ids.guest).chain((id) => hostileForm({ intent: 'review', id, review: 'call', note: 'Ask about the knee.' }));
    // No answer has this id: the page itself is a 404, so only the action's answers are checked.
    const path = `/admin/care/${ids.guest[0]}`;
    await fc.assert(
      fc.asyncProperty(form, encoding, async (fields, how) => {
        await fuzz.check({ path, ...encodeForm(fields, how), headers: { cookie } });
      }),
      { numRuns: runs(150) },
    );
  });

  it('therapies: services, a practitioner’s week and time off, treatment rooms and their closures', async () => {
    const scene = await createTherapyScene(app.database.db);
    fuzz.forgetWrites();
    const service = {
      name: 'Abhyanga',
      description: 'A warm oil massage.',
      category: 'massage',
      durationMinutes: '60',
      bufferMinutes: '15',
      priceRupees: '3500',
      stayPriceRupees: '3000',
      practitionerIds: scene.practitionerIds[0]!,
      roomKind: 'massage',
      bookableOnline: 'on',
      paymentMode: 'online',
      depositType: 'none',
      active: 'on',
      sortOrder: '1',
    };
    await fuzzScreen('/admin/therapies', catalogForm(service, [scene.serviceId]), 150);
    await fuzzScreen('/admin/therapies/rooms', catalogForm({ name: 'Lotus room', kind: 'massage', active: 'on' }, scene.roomIds), 100);
    const away = { from: '2030-01-06T09:00', to: '2030-01-08T18:00', note: 'A course' };
    const practitioner = fc
      .tuple(fc.constantFrom('update', 'add-time-off', 'remove-time-off'), someId(scene.practitionerIds))
      .chain(([intent, id]) =>
        hostileForm({
          intent,
          id,
          title: 'Ayurvedic physician',
          takesAppointments: 'on',
          'hours[1].start': '09:00',
          'hours[1].end': '17:00',
          'hours[1].breakStart': '13:00',
          'hours[1].breakEnd': '14:00',
          ...away,
        }),
      );
    await fuzzScreen('/admin/therapies/practitioners', practitioner, 150);
    const closure = fc
      .tuple(fc.constantFrom('add-closure', 'remove-closure'), someId(scene.roomIds))
      .chain(([intent, id]) => hostileForm({ intent, id, ...away }));
    await fuzzScreen('/admin/therapies/rooms', closure, 100);
    // A session booked for a guest from the Schedule screen: a known or unknown service, guest and time.
    const start = `${addDays(todayIn(TIME_ZONE), 12)}T10:00:00+05:30`;
    const appointment = fc
      .tuple(someId([scene.serviceId]), someId(ids.guest), fc.constantFrom(start, '2020-01-01T10:00:00+05:30'))
      .chain(([serviceId, guestId, startsAt]) =>
        hostileForm({
          intent: 'create',
          serviceId,
          startsAt,
          practitionerId: scene.practitionerIds[0]!,
          guestId,
          customerName: 'Asha Rao',
          customerEmail: 'asha@example.org',
          customerPhone: '+91 98765 43210',
          stayBookingId: '',
        }),
      );
    await fuzzScreen('/admin/schedule', appointment, 150);
    // The New appointment dialog's address: a search and ids of anything.
    await fc.assert(
      fc.asyncProperty(hostileText, someId([scene.serviceId]), someId(ids.guest), async (search, serviceId, guestId) => {
        const query = new URLSearchParams({
          new: '1',
          guestSearch: search,
          guest: guestId,
          service: serviceId,
          practitioner: search,
          newDay: search,
        });
        const answer = await fuzz.check({ method: 'GET', path: `/admin/schedule?${query}`, document: true, headers: { cookie } });
        // An escaped NUL (400) or an address too long (431) is refused before any loader; anything else is the page.
        expect([200, 400, 431]).toContain(answer.status);
      }),
      { numRuns: runs(60) },
    );
    await fuzz.expectNoBadRows('bookings', badBookings);
  });

  it('mail: retry', async () => {
    await fuzzScreen(
      '/admin/mail',
      someId(ids.mail).chain((id) => hostileForm({ intent: 'retry', id })),
      300,
    );
  });

  it('site content: drafts, publishes, discards and restores of the home page', async () => {
    // A publish through the screen, so that there are revisions to restore.
    expect((await post('/admin/content', { ...homeFields, intent: 'publish', key: 'home' })).status).toBe(200);
    const revisions = (await app.database.db.select({ id: contentRevisions.id }).from(contentRevisions)).map((row) => row.id);
    const form = fc
      .tuple(fc.constantFrom('save', 'publish', 'discard', 'restore'), fc.constantFrom('home', 'nowhere'), someId(revisions))
      .chain(([intent, key, id]) => hostileForm({ ...homeFields, intent, key, revision: id }));
    await fuzzScreen('/admin/content', form, 200);
  });

  it('media library: uploads of random bytes, and deletes of images in use, unused or unknown', async () => {
    const form = fc
      .tuple(fc.constantFrom('create', 'delete'), fc.constantFrom(contentDefinitions.home.first.therapyPhotos[0]!.image, 'no-such-image'))
      .chain(([intent, id]) =>
        hostileForm({ intent, id, alt: 'Lanterns by the river', image: new File([], '') }, { files: ['image'], images: [photoFile] }),
      );
    await fuzzScreen('/admin/media', form, 200);
  });

  it('pages of the back-office asked for with hostile addresses', async () => {
    const value = hostileText.map((text) => encodeURIComponent(text.toWellFormed()).slice(0, 3000));
    const page = fc.oneof(
      fc
        .record({ q: value, status: value, kind: value, from: value, to: value, page: value, edit: value, view: value })
        .map((q) => `/admin/bookings?${joinRaw(q)}`),
      fc.record({ status: value, page: value }).map((q) => `/admin/enquiries?${joinRaw(q)}`),
      fc.record({ page: value, email: value }).map((q) => `/admin/users?${joinRaw(q)}`),
      fc.record({ find: value, id: value }).map((q) => `/admin/guests/${q.id.length % 2 ? ids.guest[0] : q.id}?find=${q.find}`),
      fc
        .record({ page: value, edit: value })
        .map((q) => `${['/admin/events', '/admin/classes', '/admin/blogs', '/admin/mail'][q.page.length % 4]}?${joinRaw(q)}`),
      fc.record({ q: value, status: value, from: value }).map((q) => `/admin/bookings/export.csv?${joinRaw(q)}`),
    );
    await fc.assert(
      fc.asyncProperty(page, async (path) => {
        await fuzz.check({ method: 'GET', path, resource: path.includes('.csv'), headers: { cookie } });
      }),
      { numRuns: runs(300) },
    );
  });

  it('the same doors without a session, or with a forged one', async () => {
    const path = fc.constantFrom(
      '/admin/events',
      '/admin/classes',
      '/admin/blogs',
      '/admin/bookings',
      '/admin/enquiries',
      '/admin/mail',
      '/admin/therapies',
      '/admin/therapies/practitioners',
      '/admin/therapies/rooms',
      '/admin/logout',
    );
    const forged = fc.oneof(
      fc.constant(''),
      hostileText.map((text) => `estate.session_token=${encodeURIComponent(text.toWellFormed()).slice(0, 4000)}`),
    );
    const form = fc.constantFrom(...ids.booking).chain((id) => hostileForm({ intent: 'delete', id }));
    await fc.assert(
      fc.asyncProperty(path, forged, form, encoding, async (target, fake, fields, how) => {
        const answer = await fuzz.check({ path: target, ...encodeForm(fields, how), headers: fake ? { cookie: fake } : {} });
        // Signing out without a session lands on the home page; every other door stays shut.
        expect(target === '/admin/logout' ? [200, 202, 302, 400, 415] : [401, 403]).toContain(answer.status);
      }),
      { numRuns: runs(300) },
    );
  });

  it('sign-in form and Better Auth endpoints', async () => {
    const login = fc
      .constantFrom(ADMIN.password, 'not the password')
      .chain((password) => hostileForm({ email: ADMIN.email, password, redirectTo: '/admin/bookings' }));
    const signIn = jsonBody({ email: ADMIN.email, password: 'not the password', rememberMe: false, callbackURL: '/admin' });
    const authPath = fc.oneof(
      {
        arbitrary: fc.constantFrom(
          'sign-in/email',
          'sign-up/email',
          'sign-out',
          'get-session',
          'update-user',
          'forget-password',
          'reset-password',
          'ok',
        ),
        weight: 3,
      },
      { arbitrary: hostileText.map((text) => encodeURIComponent(text.toWellFormed()).slice(0, 2000)), weight: 1 },
    );
    const request = fc.oneof(
      fc.tuple(login, encoding).map(([fields, how]) => ({ path: '/admin/login', ...encodeForm(fields, how) })),
      fc
        .tuple(authPath, signIn)
        .map(([path, body]) => ({ path: `/api/auth/${path}`, resource: true, body, contentType: 'application/json' })),
      authPath.map((path) => ({ path: `/api/auth/${path}`, resource: true, method: 'GET' })),
    );
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        await fuzz.check({ ...sent });
      }),
      { numRuns: runs(500) },
    );
  });
});

describe('what staff typed is shown on the public site as text', { timeout: timeout() }, () => {
  it('an event, on the calendar', async () => {
    let day = 30;
    await fc.assert(
      fc.asyncProperty(markedText, markedText, async (title, description) => {
        const date = addDays(todayIn(TIME_ZONE), (day += 1));
        const form = { ...VALID.event, intent: 'create', title, description, eventDate: date };
        expectStored(await fuzz.check({ path: '/admin/events', ...encodeForm(form, 'multipart'), headers: { cookie } }), 'event');
        expectShownAsText(await pageHtml(fuzz, `/calendar?date=${date}`), [title, description], 'calendar');
      }),
      { numRuns: runs(20) },
    );
  });

  it("the home page's words, published on the home page", async () => {
    await fc.assert(
      fc.asyncProperty(markedText, markedText, async (tagline, heading) => {
        const form = { ...homeFields, intent: 'publish', key: 'home', heroTagline: tagline, 'intro.heading': heading };
        expectStored(await fuzz.check({ path: '/admin/content', ...encodeForm(form, 'urlencoded'), headers: { cookie } }), 'home page');
        expectShownAsText(await pageHtml(fuzz, '/'), [tagline, heading], 'home page');
      }),
      { numRuns: runs(10) },
    );
  });

  it('a published blog post, on its page and in the list', async () => {
    let post = 0;
    await fc.assert(
      fc.asyncProperty(markedText, markedText, markedText, async (title, author, excerpt) => {
        const slug = `shown-as-text-${(post += 1)}`;
        const form = { intent: 'create', title, author, excerpt, content: `${excerpt}\n\n${title}`, slug, published: 'on' };
        expectStored(await fuzz.check({ path: '/admin/blogs', ...encodeForm(form, 'multipart'), headers: { cookie } }), 'blog');
        expectShownAsText(await pageHtml(fuzz, `/blogs/${slug}`), [title, author], 'blog post');
        expectShownAsText(await pageHtml(fuzz, '/blogs'), [title], 'blog list');
      }),
      { numRuns: runs(15) },
    );
  });
});

/** A query string of values already percent-encoded (URLSearchParams would encode them twice). */
function joinRaw(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}
