import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { stay } from '#app/content/stay.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatPaise, formatRupees } from '#app/lib/money.ts';
import { promoLine } from '#app/lib/promo.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { bookings, calendarEvents } from '#server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { bookingRequest, createEvent, TIME_ZONE } from '#tests/support/factories.ts';
import { payRetreat, payStay } from '#tests/support/paid-orders.ts';
import { createPromoCode, uniqueCode } from '#tests/support/promo-codes.ts';
import { createEventBooking } from './event-booking.ts';
import { guestBookingView, type GuestViewOptions } from './guest-view.ts';
import { managePath } from './manage-link.ts';
import { createUnpaidRetreatBooking } from './retreat.ts';

let database: TestDatabase;
const inDays = (days: number) => addDays(todayIn(TIME_ZONE), days);
const options: GuestViewOptions = {
  timeZone: TIME_ZONE,
  estate: {
    siteName: 'Sukoon Healing Estate',
    contactEmail: 'namaste@sukoon-estate.in',
    publicUrl: 'https://sukoon.example.org',
    address: 'Riverside Lane, Pune 411006',
  },
};

openTestDatabase((opened) => (database = opened));

const view = async (id: string, extra: Partial<GuestViewOptions> = {}) => {
  const found = await guestBookingView(database.db, id, { ...options, ...extra });
  if (!found) throw new Error('no view');
  return found;
};

describe('the guest’s confirmation page of a booking', () => {
  it('shows a paid retreat for two: its dates, occupancy, guests, the amount paid and the payment id', async () => {
    const start = inDays(20);
    const paid = await payRetreat(
      database.db,
      start,
      { name: 'Asha Rao', email: 'asha.view@example.org', phone: '+919876543210' },
      { occupancy: 'double', guests: 2 },
    );
    const shown = await view(paid.booking.id);
    expect(shown).toMatchObject({
      reference: paid.booking.reference,
      kind: 'retreat',
      status: 'confirmed',
      name: 'Asha Rao',
      booked: { kind: 'retreat', startDate: start, endDate: addDays(start, 2), occupancy: 'double', guests: 2 },
      payment: { state: 'paid', amount: formatPaise(retreatQuote('double', 2).amountPaise), paymentId: paid.evidence.paymentId },
    });
    expect(shown.reference).toMatch(/^SKN-[0-9A-Z]{6}$/);
    expect(JSON.stringify(shown)).not.toContain('asha.view@example.org');
    expect(JSON.stringify(shown)).not.toContain('9876543210');
  });

  it('shows what an unpaid retreat still owes, and nothing as paid', async () => {
    const booking = await createUnpaidRetreatBooking(database.db, {
      occupancy: 'single',
      startDate: inDays(25),
      guests: 1,
      name: 'Ravi Menon',
      email: 'ravi.view@example.org',
      mobile: '9876543210',
    });
    expect(await view(booking.id)).toMatchObject({
      status: 'pending',
      booked: { kind: 'retreat', occupancy: 'single', guests: 1 },
      payment: { state: 'owed', amount: formatPaise(retreatQuote('single', 1).amountPaise) },
    });
  });

  it('says plainly of a booking paid after its rooms were sold that nothing is booked: no rooms, no calendar', async () => {
    const checkIn = inDays(34);
    const paid = await payStay(database.db, checkIn, addDays(checkIn, 1), {
      name: 'Noor',
      email: 'noor.view@example.org',
      phone: '+919876543210',
    });
    await database.db.update(bookings).set({ paidWithoutRoom: true, status: 'pending' }).where(eq(bookings.id, paid.booking.id));
    const shown = await view(paid.booking.id);
    expect(shown).toMatchObject({ paidWithoutRoom: true, booked: { kind: 'stay', room: null }, calendar: null });
  });

  it('shows a stay’s check-in, check-out, nights, adults, rooms and promo code', async () => {
    const checkIn = inDays(30);
    const code = await createPromoCode(database.db, {
      code: uniqueCode('MONSOON'),
      discountType: 'fixed',
      percentOff: null,
      amountPaise: 100_000,
    });
    const paid = await payStay(
      database.db,
      checkIn,
      addDays(checkIn, 3),
      { name: 'Lena', email: 'lena.view@example.org', phone: '+919876543210' },
      { adults: 3, promoCode: code.code },
    );
    expect(await view(paid.booking.id)).toMatchObject({
      kind: 'stay',
      paidWithoutRoom: false,
      booked: {
        kind: 'stay',
        checkIn,
        checkOut: addDays(checkIn, 3),
        nights: 3,
        adults: 3,
        promoCode: code.code,
        room: { typeName: 'Garden Room', rooms: 2 },
      },
      // The nightly rate for each of 3 adults, 3 nights, less the code's Rs 1,000.
      payment: {
        state: 'paid',
        amount: formatRupees(stay.nightlyRatePerAdultRupees * 3 * 3 - 1000),
        paymentId: paid.evidence.paymentId,
        discount: promoLine(code.code, 100_000),
      },
    });
  });

  it('shows an event’s date, time and duration, its price paid at the estate, and links to add it to a calendar', async () => {
    const event = await createEvent(database.db, {
      title: 'Sound healing',
      price: 'Rs 1200',
      duration: '45 min',
      eventDate: inDays(4),
      timeSlots: ['6:30 AM'],
    });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '6:30 AM' }), {
      timeZone: TIME_ZONE,
    });
    const shown = await view(booking.id);
    expect(shown).toMatchObject({
      kind: 'event',
      title: 'Sound healing',
      status: 'pending',
      booked: { kind: 'event', date: inDays(4), time: '6:30 AM', duration: '45 min' },
      payment: { state: 'at-estate', amount: '₹1,200' },
      // Not paid yet: cancelling gives nothing back and costs nothing, whatever the notice.
      quote: { cancellable: true, outcome: 'none', terms: CANCELLATION_MESSAGES.nothingToRefund },
    });
    const path = await managePath(booking.id, database.db);
    expect(shown.calendar?.icsPath).toBe(`${path}/calendar.ics`);
    const google = new URL(shown.calendar!.googleUrl);
    expect(google.searchParams.get('text')).toBe('Sound healing at Sukoon Healing Estate');
    expect(google.searchParams.get('location')).toBe('Sukoon Healing Estate, Riverside Lane, Pune 411006');
    expect(google.searchParams.get('details')).toContain(`https://sukoon.example.org${path}`);
    // 45 minutes from 6:30 AM in Kolkata (UTC+5:30).
    const [y, m, d] = inDays(4).split('-');
    expect(google.searchParams.get('dates')).toBe(`${y}${m}${d}T010000Z/${y}${m}${d}T014500Z`);
  });

  it('reads an older booking from its columns: no details, a payment without an order, an event that is gone', async () => {
    const [old] = await database.db
      .insert(bookings)
      .values({
        kind: 'retreat',
        eventTitle: '3-Day Rejuvenation Retreat',
        eventDate: inDays(40),
        selectedSlot: `${inDays(40)} to ${inDays(42)}`,
        price: 'Rs 19990.00',
        customerName: 'Old Guest',
        customerEmail: 'old.view@example.org',
        customerPhone: '9876543210',
        status: 'confirmed',
        paymentId: 'pay_old123',
        orderId: 'order_old123',
      })
      .returning();
    expect(await view(old!.id)).toMatchObject({
      booked: { kind: 'retreat', startDate: inDays(40), endDate: inDays(42), occupancy: null, guests: null },
      payment: { state: 'paid', amount: '₹19,990', paymentId: 'pay_old123' },
    });

    const event = await createEvent(database.db, { eventDate: inDays(5), timeSlots: ['8:00 AM'] });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), {
      timeZone: TIME_ZONE,
    });
    await database.db.delete(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect((await view(booking.id)).booked).toEqual({ kind: 'event', date: inDays(5), time: '8:00 AM', duration: null });
  });

  it('offers no calendar for a booking that is cancelled or already over', async () => {
    const event = await createEvent(database.db, { eventDate: inDays(6), timeSlots: ['8:00 AM'] });
    const { booking } = await createEventBooking(database.db, bookingRequest({ eventId: event.id, slot: '8:00 AM' }), {
      timeZone: TIME_ZONE,
    });
    expect((await view(booking.id, { now: new Date(Date.now() + 10 * 86_400_000) })).calendar).toBeNull();
    await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    expect((await view(booking.id)).calendar).toBeNull();
  });

  it('knows no booking for an unknown id', async () => {
    expect(await guestBookingView(database.db, '00000000-0000-4000-8000-000000000000', options)).toBeNull();
  });
});
