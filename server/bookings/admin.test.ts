import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseBookingFilters } from '#app/lib/admin/booking-filters.ts';
import { MOVE_MESSAGES } from '#app/lib/admin/move-booking.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import type { BookingFormValues } from '#app/lib/schemas/admin/booking.ts';
import { listAudit } from '#server/audit/index.ts';
import {
  createBooking,
  deleteBooking,
  eventExists,
  exportBookingsCsv,
  findBooking,
  listBookings,
  updateBooking,
} from '#server/bookings/admin.ts';
import { bookings, paymentOrders } from '#server/db/schema.ts';
import { loadStock } from '#server/rooms/inventory.ts';
import { freeRooms, nightsOf } from '#server/rooms/stock.ts';
import { bookingFormValues } from '#tests/support/booking-form.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { payStay } from '#tests/support/paid-orders.ts';

let database: TestDatabase;
const actor = { userId: 'staff-1', email: 'owner@example.org', role: 'owner' };

const input = bookingFormValues;

const filters = (query: string) => parseBookingFilters(new URLSearchParams(query));

openTestDatabase((opened) => (database = opened));

describe(`admin bookings (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('creates, updates and deletes with one audit entry each, never touching payment ids', async () => {
    const created = await createBooking(database.db, actor, input({ notes: 'Window seat' }));
    await database.db.update(bookings).set({ paymentId: 'pay_123', orderId: 'order_9' }).where(eq(bookings.id, created.id));

    const updated = await updateBooking(database.db, actor, created.id, input({ status: 'confirmed', notes: undefined }));
    expect(updated).toMatchObject({ status: 'confirmed', notes: null, paymentId: 'pay_123', orderId: 'order_9' });
    expect(new Date(updated!.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());

    const history = await listAudit(database.db, 'booking', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]!.changes).toEqual({ status: ['pending', 'confirmed'], notes: ['Window seat', null] });
    expect(history[0]!.actorEmail).toBe('owner@example.org');

    expect(await deleteBooking(database.db, actor, created.id)).toBe(true);
    expect(await findBooking(database.db, created.id)).toBeNull();
    expect((await listAudit(database.db, 'booking', created.id))[0]!.action).toBe('delete');
  });

  it('answers unknown and malformed ids with nothing, changing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await updateBooking(database.db, actor, unknown, input())).toBeNull();
    expect(await updateBooking(database.db, actor, 'not-a-uuid', input())).toBeNull();
    expect(await deleteBooking(database.db, actor, unknown)).toBe(false);
    expect(await deleteBooking(database.db, actor, "1' or '1'='1")).toBe(false);
    expect(await findBooking(database.db, 'nope')).toBeNull();
    expect(await listAudit(database.db, 'booking', unknown)).toEqual([]);
  });

  it('knows which calendar events exist', async () => {
    const event = await createEvent(database.db);
    expect(await eventExists(database.db, event.id)).toBe(true);
    expect(await eventExists(database.db, '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await eventExists(database.db, 'x')).toBe(false);
  });

  describe('list, filters and export', () => {
    beforeAll(async () => {
      await database.db.delete(bookings);
      const rows = [
        input({
          customerName: 'Filter Anand',
          customerEmail: 'anand@example.org',
          status: 'confirmed',
          kind: 'stay',
          eventDate: '2026-12-05',
        }),
        input({
          customerName: 'Filter 100% Bala',
          customerEmail: 'bala@example.org',
          status: 'pending',
          kind: 'retreat',
          eventDate: '2026-12-10',
        }),
        input({
          customerName: 'Filter Chitra_x',
          customerEmail: 'chitra@example.org',
          status: 'cancelled',
          eventDate: '2026-12-15',
          customerPhone: '+91 90000 11111',
        }),
        input({
          customerName: '=HYPERLINK("http://evil")',
          customerEmail: 'evil@example.org',
          price: '-1',
          notes: 'line one\nline "two", ₹ नमस्ते',
        }),
      ];
      // One after the other, so created_at orders them.
      for (const row of rows) await createBooking(database.db, actor, row);
      const [bala] = await database.db.select().from(bookings).where(eq(bookings.customerEmail, 'bala@example.org'));
      await database.db.update(bookings).set({ paymentId: 'pay_FINDME' }).where(eq(bookings.id, bala!.id));
    });

    const names = async (query: string) => (await listBookings(database.db, filters(query))).rows.map((row) => row.customerEmail);

    it('lists newest first and counts the whole filter', async () => {
      const page = await listBookings(database.db, filters(''));
      expect(page.rows.map((row) => row.customerEmail)).toEqual([
        'evil@example.org',
        'chitra@example.org',
        'bala@example.org',
        'anand@example.org',
      ]);
      expect(page).toMatchObject({ total: 4, page: 1, pages: 1 });
    });

    it('searches name, e-mail, phone and payment id, case-insensitively, with % and _ taken literally', async () => {
      expect(await names('q=ANAND')).toEqual(['anand@example.org']);
      expect(await names('q=CHITRA@EXAMPLE')).toEqual(['chitra@example.org']);
      expect(await names('q=90000 111')).toEqual(['chitra@example.org']);
      expect(await names('q=findme')).toEqual(['bala@example.org']);
      expect(await names('q=100%')).toEqual(['bala@example.org']);
      expect(await names('q=a_x')).toEqual(['chitra@example.org']);
      expect(await names('q=%25')).toEqual(['bala@example.org']);
      // A literal underscore: in Chitra_x and in Bala's payment id pay_FINDME, not a wildcard matching all.
      expect(await names('q=_')).toEqual(['chitra@example.org', 'bala@example.org']);
    });

    it('finds a booking by its reference, however staff type it', async () => {
      const [chitra] = await database.db.select().from(bookings).where(eq(bookings.customerEmail, 'chitra@example.org'));
      const reference = chitra!.reference;
      expect(reference).toMatch(/^SKN-[0-9A-Z]{6}$/);
      expect(await names(`q=${reference}`)).toEqual(['chitra@example.org']);
      expect(await names(`q=${reference.toLowerCase()}`)).toEqual(['chitra@example.org']);
      // Read out over the phone: without the dash, or with a space.
      expect(await names(`q=${reference.replace('-', '')}`)).toEqual(['chitra@example.org']);
      expect(await names(`q=${encodeURIComponent(reference.replace('-', ' '))}`)).toEqual(['chitra@example.org']);
      expect((await listBookings(database.db, filters(`q=${reference}`))).rows[0]!.reference).toBe(reference);
    });

    it('filters by status, kind and event date range', async () => {
      expect(await names('status=confirmed')).toEqual(['anand@example.org']);
      expect(await names('kind=retreat')).toEqual(['bala@example.org']);
      expect(await names('kind=event')).toEqual(['evil@example.org', 'chitra@example.org']);
      expect(await names('from=2026-12-05&to=2026-12-10')).toEqual(['bala@example.org', 'anand@example.org']);
      expect(await names('from=2026-12-11')).toEqual(['chitra@example.org']);
      expect(await names('status=bogus&kind=x&from=tomorrow')).toHaveLength(4);
    });

    it('pages by the page size and shows the last page for a page past the end', async () => {
      const second = await listBookings(database.db, filters('page=2'), 3);
      expect(second).toMatchObject({ total: 4, page: 2, pages: 2 });
      expect(second.rows.map((row) => row.customerEmail)).toEqual(['anand@example.org']);
      expect((await listBookings(database.db, filters('page=99'), 3)).page).toBe(2);
    });

    it('exports exactly the filtered rows as RFC 4180 with a BOM and formula cells neutralised', async () => {
      const csv = await exportBookingsCsv(database.db, filters('kind=event'), TIME_ZONE);
      expect(
        csv.startsWith(
          '\uFEFFid,event_id,event_title,event_date,selected_slot,price,price_rupees,paid_rupees,customer_name,customer_email,customer_phone,status,notes,payment_id,order_id,created_at (Asia/Kolkata),updated_at (Asia/Kolkata),kind,reference\r\n',
        ),
      ).toBe(true);
      expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
      // Times on the estate's clock, as the header says, never UTC's ISO.
      expect(csv).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2},event,/);
      expect(csv).not.toMatch(/T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
      // A price that is not one stays text with no number beside it; 'Rs 500' is 500.00 rupees, unpaid.
      expect(csv).toContain(",'-1,,,");
      expect(csv).toContain(',Rs 500.00,500.00,,');
      expect(csv).toContain(`"line one\nline ""two"", ₹ नमस्ते"`);
      expect(csv).toContain("'+91 90000 11111");
      expect(csv).not.toContain('anand@example.org');
      expect(csv).not.toContain('bala@example.org');
      expect(csv.endsWith('\r\n')).toBe(true);
    });

    it('writes what a paid checkout took as a number', async () => {
      const [bala] = await database.db.select().from(bookings).where(eq(bookings.customerEmail, 'bala@example.org'));
      await database.db.insert(paymentOrders).values({
        kind: 'retreat',
        amountPaise: 1_368_050,
        provider: 'demo',
        state: 'paid',
        details: { kind: 'retreat', occupancy: 'single', startDate: '2026-12-10' },
        customerName: 'Bala',
        customerEmail: 'bala@example.org',
        customerPhone: '+919876543210',
        bookingId: bala!.id,
      });
      const csv = await exportBookingsCsv(database.db, filters('kind=retreat'), TIME_ZONE);
      expect(csv).toContain(',Rs 500.00,500.00,13680.50,');
    });
  });
});

describe(`staff status changes and rooms (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const checkIn = addDays(todayIn(TIME_ZONE), 200);
  const checkOut = addDays(checkIn, 2);
  // What the edit form sends for a booking that holds rooms: no event, date, slot, price or kind.
  const stayInput = (status: BookingFormValues['status']) => ({
    ...input({ status }),
    eventTitle: undefined,
    eventDate: undefined,
    selectedSlot: undefined,
    price: undefined,
    kind: undefined,
  });
  const freeSingles = async () => {
    const stock = await loadStock(database.db, { from: checkIn, to: checkOut }, new Date());
    const single = stock.types.find((type) => type.name === 'Forest Single')!;
    return freeRooms(single, nightsOf(checkIn, checkOut), stock.holds, stock.closures);
  };
  const guest = { name: 'Lata Iyer', email: 'lata@example.org', phone: '+91 98765 43210' };

  it('gives the rooms back when staff cancel, takes them again when staff reinstate, and refuses when they are gone', async () => {
    const paid = await payStay(database.db, checkIn, checkOut, guest, { adults: 2, roomType: 'Forest Single' });
    expect(await freeSingles()).toBe(1);

    await updateBooking(database.db, actor, paid.booking.id, stayInput('cancelled'));
    expect(await freeSingles()).toBe(3);
    await updateBooking(database.db, actor, paid.booking.id, stayInput('confirmed'));
    expect(await freeSingles()).toBe(1);

    await updateBooking(database.db, actor, paid.booking.id, stayInput('cancelled'));
    await payStay(database.db, checkIn, checkOut, { ...guest, email: 'other@example.org' }, { adults: 2, roomType: 'Forest Single' });
    const refused = await updateBooking(database.db, actor, paid.booking.id, stayInput('confirmed')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, message: ROOM_MESSAGES.noRooms });
    const [still] = await database.db.select().from(bookings).where(eq(bookings.id, paid.booking.id));
    expect(still!.status).toBe('cancelled');
    expect(await freeSingles()).toBe(1);
  });

  it('refuses a change of dates, slot, price or kind on a booking that holds rooms, and keeps them when they are not sent', async () => {
    const paid = await payStay(
      database.db,
      addDays(checkIn, 10),
      addDays(checkOut, 10),
      { ...guest, email: 'kept@example.org' },
      {
        adults: 1,
        roomType: 'Forest Single',
      },
    );
    const before = paid.booking;
    for (const change of [{ eventDate: addDays(checkIn, 11) }, { price: 'Rs 1' }, { kind: 'event' as const }, { selectedSlot: 'any' }]) {
      const refused = await updateBooking(database.db, actor, before.id, { ...stayInput('confirmed'), ...change }).catch(
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ status: 409, message: MOVE_MESSAGES.useMove });
    }
    const [unchanged] = await database.db.select().from(bookings).where(eq(bookings.id, before.id));
    expect(unchanged).toEqual(before);
    const edited = await updateBooking(database.db, actor, before.id, {
      ...stayInput('confirmed'),
      customerName: 'Lata I.',
      eventDate: before.eventDate,
    });
    expect(edited).toMatchObject({
      customerName: 'Lata I.',
      eventDate: before.eventDate,
      price: before.price,
      kind: 'stay',
      selectedSlot: before.selectedSlot,
    });
  });
});
