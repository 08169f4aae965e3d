// The server of the browser tests: the real app, plus one read-only route through which tests check
// what was stored (the embedded database cannot be opened by a second process). Never used in production.
import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import express from 'express';
import PostalMime from 'postal-mime';
import { bookingFormSchema } from '../../app/lib/schemas/admin/booking.ts';
import { createApp, serve } from '../../server/app.ts';
import { upsertStaffUser } from '../../server/auth/staff.ts';
import { createBooking } from '../../server/bookings/admin.ts';
import { config } from '../../server/config.ts';
import { db } from '../../server/db/index.ts';
import { bookings, calendarEvents, enquiries, mailOutbox, roomTypes } from '../../server/db/schema.ts';
import { prepare } from '../../server/startup.ts';
import { EDITOR, FRONT_DESK, STAFF } from './accounts.ts';
import { createEvent } from './factories.ts';
import { freshBuild } from './fresh-build.ts';

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

// The build the unit suite's HTTP tests made is reused when no source is newer: one build per test run.
await freshBuild();
await prepare();
// A signed-in account without the admin role, for the tests that the back-office refuses it.
await upsertStaffUser(db(), { ...STAFF, role: 'user' });
await upsertStaffUser(db(), { ...FRONT_DESK, role: 'front-desk' });
await upsertStaffUser(db(), { ...EDITOR, role: 'editor' });
serve(await createApp({ useVite: false, extraRoutes: inspect }));
