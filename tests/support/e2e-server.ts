// The server of the browser tests: the real app, plus one read-only route through which tests check
// what was stored (the embedded database cannot be opened by a second process). Never used in production.
import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import express from 'express';
import PostalMime from 'postal-mime';
import { addDays, todayIn, wallClockIn } from '../../app/lib/dates.ts';
import { formDefinitionSchema } from '../../app/lib/questionnaire.ts';
import { bookingFormSchema } from '../../app/lib/schemas/admin/booking.ts';
import { createApp, serve } from '../../server/app.ts';
import { upsertStaffUser } from '../../server/auth/staff.ts';
import { createBooking } from '../../server/bookings/admin.ts';
import { manageLink } from '../../server/bookings/manage-link.ts';
import { ensurePractitioner } from '../../server/care/practitioners.ts';
import { config } from '../../server/config.ts';
import { db } from '../../server/db/index.ts';
import {
  authUser,
  bookings,
  calendarEvents,
  enquiries,
  erasureRequests,
  guestPractitioners,
  mailOutbox,
  practitionerHours,
  questionnaires,
  questionnaireUses,
  roomTypes,
  servicePractitioners,
} from '../../server/db/schema.ts';
import { prepare } from '../../server/startup.ts';
import { listStarts } from '../../server/therapies/schedule-data.ts';
import { takeAppointment } from '../../server/therapies/take.ts';
import { zonedInstant } from '../../server/zoned-time.ts';
import { EDITOR, FRONT_DESK, PRACTITIONER, STAFF } from './accounts.ts';
import { createEvent } from './factories.ts';
import { freshBuild } from './fresh-build.ts';
import { bookerOf, sentResponse } from './health-answers.ts';
import { everyKindForm } from './questionnaires.ts';
import { createTherapyScene } from './therapies.ts';

if (config().NODE_ENV !== 'test') throw new Error('the test server runs only with NODE_ENV=test');

const inspect = express.Router();
const STAFF_FACTORY = 'tests@example.org';
inspect.get('/__test__/bookings', async (req, res) => {
  const email = String(req.query.email ?? '');
  const rows = await db().select().from(bookings).where(eq(bookings.customerEmail, email)).orderBy(desc(bookings.createdAt));
  res.json(rows);
});
// A booking of any title, date and price, as the specification's free form once made them: the back-office's own form
// now takes these from the event, and tests of lists, users and edits need rows of their own.
inspect.post('/__test__/bookings', express.json(), async (req, res) => {
  const input = bookingFormSchema.parse(req.body);
  res.json(await createBooking(db(), { userId: 'e2e-factory', email: STAFF_FACTORY }, input));
});
// A calendar event of the test's own (title, date, slots, seats), as tests/support/factories.ts makes them.
inspect.post('/__test__/events', express.json(), async (req, res) => {
  const { title, eventDate, timeSlots, slotCapacity, price } = req.body as Record<string, unknown>;
  res.json(
    await createEvent(db(), {
      title: String(title),
      eventDate: String(eventDate),
      timeSlots: (timeSlots as string[]).map(String),
      slotCapacity: Number(slotCapacity ?? 20),
      price: String(price ?? 'Rs 500'),
    }),
  );
});
inspect.get('/__test__/enquiries', async (req, res) => {
  const email = String(req.query.email ?? '');
  res.json(await db().select().from(enquiries).where(eq(enquiries.email, email)));
});

// The mail queued for one address, newest first, as the worker will send it: browser tests read
// captured mail (the manage link, the .ics) here rather than from files.
inspect.get('/__test__/mail', async (req, res) => {
  const to = String(req.query.to ?? '');
  const rows = await db()
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      state: mailOutbox.state,
      attachments: mailOutbox.attachments,
      bookingId: mailOutbox.bookingId,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  res.json(rows);
});

// The .eml files the mail worker wrote for one address and kind, oldest first, parsed: a test follows the
// links a guest would find in the mail itself.
inspect.get('/__test__/eml', async (req, res) => {
  const to = String(req.query.to ?? '').toLowerCase();
  const kind = String(req.query.kind ?? '');
  const dir = path.join(config().dataDir, 'mail');
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml') && file.includes(`-${kind}-`))
    .sort();
  const mails = [];
  for (const file of files) {
    const email = await PostalMime.parse(await fs.readFile(path.join(dir, file)));
    if (email.to?.some((address) => address.address?.toLowerCase() === to)) mails.push({ file, subject: email.subject, text: email.text });
  }
  res.json(mails);
});

// The calendar events of one title: a test that made one through the events screen learns its id here.
inspect.get('/__test__/events', async (req, res) => {
  const title = String(req.query.title ?? '');
  res.json(
    await db()
      .select({ id: calendarEvents.id, eventDate: calendarEvents.eventDate })
      .from(calendarEvents)
      .where(eq(calendarEvents.title, title)),
  );
});

// The room types' ids, which a stay's payment order names.
inspect.get('/__test__/room-types', async (_req, res) => {
  res.json(await db().select({ id: roomTypes.id, name: roomTypes.name }).from(roomTypes));
});

// A guest booked into a class of today that asks a health form of its own, with that form sent (answers
// sealed as the guest's page seals them) and, when asked, the guest in the test practitioner's care: the
// staff side of care's tests start here, as the guest's own pages are another's to walk through.
inspect.post('/__test__/health-forms', express.json(), async (req, res) => {
  const { name, email, secret, assign, erasure } = req.body as Record<string, unknown>;
  const today = todayIn(config().TIME_ZONE);
  const event = await createEvent(db(), { title: `Care ${String(name)}`, eventDate: today, timeSlots: ['11:59 PM'] });
  const [form] = await db()
    .insert(questionnaires)
    .values({ title: `Health form ${String(name)}`, definition: formDefinitionSchema.parse(everyKindForm()) })
    .returning();
  await db().insert(questionnaireUses).values({ questionnaireId: form!.id, serves: 'event', eventId: event.id, fillAt: 'before-arrival' });
  const [booking] = await db()
    .insert(bookings)
    .values({
      eventId: event.id,
      eventTitle: event.title,
      eventDate: today,
      selectedSlot: '11:59 PM',
      price: 'Rs 500',
      customerName: String(name),
      customerEmail: String(email),
      customerPhone: '+91 90000 12345',
      status: 'confirmed',
    })
    .returning();
  const member = await bookerOf(db(), booking!.id);
  const answers = { 'q-name': String(name), 'q-conditions': String(secret), 'q-diet': 'Vegan', 'q-pregnant': false, 'q-consent': true };
  const { responseId } = await sentResponse(db(), { bookingGuestId: member.id, questionnaireId: form!.id, answers });
  if (assign) {
    const [user] = await db().select({ id: authUser.id }).from(authUser).where(eq(authUser.email, PRACTITIONER.email));
    const practitioner = await ensurePractitioner(db(), user!.id);
    await db().insert(guestPractitioners).values({ guestId: member.guestId, practitionerId: practitioner.id });
  }
  // The guest asked, from their own page, that their data be erased.
  if (erasure) await db().insert(erasureRequests).values({ guestId: member.guestId });
  res.json({ guestId: member.guestId, bookingId: booking!.id, reference: booking!.reference, responseId, formTitle: form!.title });
});

// A therapy of its own for the schedule's tests: one therapist of the scene and the test practitioner
// account both give it, every day 09:00–18:00, each with one session tomorrow (the therapist's at 10:00).
inspect.post('/__test__/therapy-scene', async (_req, res) => {
  const timeZone = config().TIME_ZONE;
  const day = addDays(todayIn(timeZone), 1);
  const scene = await createTherapyScene(db(), { practitioners: 1, rooms: 2 });
  const [user] = await db().select({ id: authUser.id }).from(authUser).where(eq(authUser.email, PRACTITIONER.email));
  const own = await ensurePractitioner(db(), user!.id);
  await db().insert(servicePractitioners).values({ serviceId: scene.serviceId, practitionerId: own.id });
  await db()
    .insert(practitionerHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ practitionerId: own.id, weekday, startMinute: 540, endMinute: 1080 })))
    .onConflictDoNothing();
  const take = (practitionerId: string, startsAt: Date, bookingId: string | null = null) =>
    takeAppointment(db(), {
      serviceId: scene.serviceId,
      startsAt,
      practitionerId,
      leadMinutes: 0,
      holder: { status: 'booked', bookingId },
      timeZone,
    });
  // The therapist's session is a guest's confirmed booking, whose own page the test reads after the move.
  const [guestBooking] = await db()
    .insert(bookings)
    .values({
      kind: 'appointment',
      eventTitle: 'Massage',
      eventDate: day,
      selectedSlot: '10:00 AM',
      price: 'Rs 3,500',
      customerName: 'Nila Moved',
      customerEmail: `moved-${scene.slug}@example.org`,
      customerPhone: '+91 90000 44444',
      status: 'confirmed',
    })
    .returning();
  const theirs = await take(scene.practitionerIds[0]!, zonedInstant(day, 600, timeZone), guestBooking!.id);
  // The test practitioner is shared by every scene: their first free hour of the day.
  const [free] = await listStarts(db(), {
    serviceId: scene.serviceId,
    day,
    leadMinutes: 0,
    practitionerId: own.id,
    stepMinutes: 60,
    timeZone,
  });
  const mine = await take(own.id, free!.startsAt);
  const [therapist] = await db().select({ name: authUser.name }).from(authUser).where(eq(authUser.id, scene.userIds[0]!));
  res.json({
    day,
    serviceId: scene.serviceId,
    guestEmail: guestBooking!.customerEmail,
    therapistName: therapist!.name,
    theirsId: theirs.id,
    guestPage: new URL(await manageLink(guestBooking!.id)).pathname,
    mineId: mine.id,
    mineStart: wallClockIn(timeZone, mine.startsAt).slice(11),
  });
});

// The build the unit suite's HTTP tests made is reused when no source is newer: one build per test run.
await freshBuild();
await prepare();
// A signed-in account without the admin role, for the tests that the back-office refuses it.
await upsertStaffUser(db(), { ...STAFF, role: 'user' });
await upsertStaffUser(db(), { ...FRONT_DESK, role: 'front-desk' });
await upsertStaffUser(db(), { ...EDITOR, role: 'editor' });
await upsertStaffUser(db(), { ...PRACTITIONER, role: 'practitioner' });
serve(await createApp({ useVite: false, extraRoutes: inspect }));
