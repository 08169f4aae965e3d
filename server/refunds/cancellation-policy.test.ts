import { describe, expect, it } from 'vitest';
import { firstPolicyFigures } from '#app/content/cancellation-policy.ts';
import { addDays } from '#app/lib/dates.ts';
import { slotMinutes } from '#app/lib/events.ts';
import { zonedInstant } from '../zoned-time.ts';
import { bookingStartsAt, boughtStart, firstFullTermsDate, type PolicyBooking, quoteCancellation } from './cancellation-policy.ts';

const ZONE = 'Asia/Kolkata';
const workshop: PolicyBooking = {
  kind: 'event',
  status: 'pending',
  eventDate: '2027-03-10',
  selectedSlot: '7:30 AM',
  cancellationPolicy: null,
};
const retreat: PolicyBooking = {
  kind: 'retreat',
  status: 'confirmed',
  eventDate: '2027-03-10',
  selectedSlot: '2027-03-10 to 2027-03-12',
  cancellationPolicy: null,
};
const stay: PolicyBooking = {
  kind: 'stay',
  status: 'confirmed',
  eventDate: '2027-03-10',
  selectedSlot: '2027-03-10 to 2027-03-13',
  cancellationPolicy: null,
};
// 7:30 AM IST on 10 March 2027 is 02:00 UTC.
const workshopStart = new Date('2027-03-10T02:00:00Z');
// The stay page's first check-in time: noon IST is 06:30 UTC.
const CHECK_IN = '12:00 PM';
const checkIn = new Date('2027-03-10T06:30:00Z');
const before = (start: Date, ms: number) => new Date(start.getTime() - ms);
const HOUR = 3_600_000;

describe('the start of a booking in the estate zone', () => {
  it('reads slots as 12-hour clock times', () => {
    expect(slotMinutes('7:30 AM')).toBe(7 * 60 + 30);
    expect(slotMinutes('12:00 PM')).toBe(12 * 60);
    expect(slotMinutes('12:15 am')).toBe(15);
    expect(slotMinutes('5:00PM')).toBe(17 * 60);
    expect(slotMinutes('13:00 PM')).toBeNull();
    expect(slotMinutes('morning')).toBeNull();
  });

  it('puts the slot on the event date in the estate zone, whatever zone the server runs in', () => {
    expect(bookingStartsAt(workshop, ZONE, CHECK_IN)).toEqual(workshopStart);
    expect(bookingStartsAt({ ...workshop, selectedSlot: '11:00 PM' }, ZONE, CHECK_IN)).toEqual(new Date('2027-03-10T17:30:00Z'));
    expect(bookingStartsAt(workshop, 'UTC', CHECK_IN)).toEqual(new Date('2027-03-10T07:30:00Z'));
  });

  it('counts a retreat or stay from check-in on its first day, and a slot that is no time from midnight', () => {
    expect(bookingStartsAt(retreat, ZONE, CHECK_IN)).toEqual(checkIn);
    expect(bookingStartsAt(stay, ZONE, CHECK_IN)).toEqual(checkIn);
    // The check-in time the stay page publishes moves it; an event keeps its slot.
    expect(bookingStartsAt(stay, ZONE, '2:30 PM')).toEqual(new Date('2027-03-10T09:00:00Z'));
    expect(bookingStartsAt(workshop, ZONE, '2:30 PM')).toEqual(workshopStart);
    expect(bookingStartsAt({ ...workshop, selectedSlot: 'By arrangement' }, ZONE, CHECK_IN)).toEqual(new Date('2027-03-09T18:30:00Z'));
  });

  it('follows daylight saving time in zones that have it', () => {
    // New York moves to EDT (UTC-4) on 14 March 2027.
    expect(zonedInstant('2027-03-13', 9 * 60, 'America/New_York')).toEqual(new Date('2027-03-13T14:00:00Z'));
    expect(zonedInstant('2027-03-15', 9 * 60, 'America/New_York')).toEqual(new Date('2027-03-15T13:00:00Z'));
  });
});

describe('workshops and events (48 hours)', () => {
  it('gives 100% credit valid 60 days at exactly 48 hours ahead', () => {
    const quote = quoteCancellation(workshop, before(workshopStart, 48 * HOUR), ZONE, CHECK_IN);
    expect(quote).toMatchObject({ cancellable: true, refusal: null, outcome: 'credit' });
    // Cancelled on 8 March 2027 (IST): credit until 7 May 2027.
    expect(quote.terms).toContain('100% credit');
    expect(quote.terms).toContain('valid for 60 days (until May 7, 2027)');
  });

  it('is non-refundable one second under 48 hours, and transferable with approval', () => {
    const quote = quoteCancellation(workshop, before(workshopStart, 48 * HOUR - 1000), ZONE, CHECK_IN);
    expect(quote).toMatchObject({ cancellable: true, outcome: 'none' });
    expect(quote.terms).toMatch(/non-refundable.*transfer your place/);
  });

  it('measures the 48 hours to the slot in the estate zone, not in UTC', () => {
    // 48 h before 7:30 AM IST is 02:00 UTC two days earlier; 05:00 UTC that day would still be
    // more than 48 hours ahead if the slot were read as UTC.
    expect(quoteCancellation(workshop, new Date('2027-03-08T02:00:00Z'), ZONE, CHECK_IN).outcome).toBe('credit');
    expect(quoteCancellation(workshop, new Date('2027-03-08T05:00:00Z'), ZONE, CHECK_IN).outcome).toBe('none');
  });
});

describe('retreats and stays (7 days)', () => {
  it('gives a 50% refund or full credit valid 90 days at exactly 7 days ahead', () => {
    for (const booking of [retreat, stay]) {
      // Cancelled on 3 March 2027: credit until 1 June 2027.
      const quote = quoteCancellation(booking, before(checkIn, 7 * 24 * HOUR), ZONE, CHECK_IN);
      expect(quote).toMatchObject({ cancellable: true, outcome: 'refund-or-credit' });
      expect(quote.terms).toContain('50% refund');
      expect(quote.terms).toContain('full credit valid for 90 days (until June 1, 2027)');
      expect(quote.terms).toContain('7 to 10 working days');
    }
  });

  it('gives nothing one second under 7 days', () => {
    for (const booking of [retreat, stay]) {
      const quote = quoteCancellation(booking, before(checkIn, 7 * 24 * HOUR - 1000), ZONE, CHECK_IN);
      expect(quote).toMatchObject({ cancellable: true, outcome: 'none' });
      expect(quote.terms).toContain('not eligible for a refund or credit');
    }
  });
});

describe('bookings that cannot be cancelled', () => {
  it('refuses a cancelled or completed booking, even far ahead', () => {
    const farAhead = before(workshopStart, 30 * 24 * HOUR);
    expect(quoteCancellation({ ...workshop, status: 'cancelled' }, farAhead, ZONE, CHECK_IN)).toMatchObject({
      cancellable: false,
      refusal: 'cancelled',
    });
    expect(quoteCancellation({ ...retreat, status: 'completed' }, farAhead, ZONE, CHECK_IN)).toMatchObject({
      cancellable: false,
      refusal: 'completed',
    });
  });

  it('refuses once the booking has begun, and allows it a second before', () => {
    expect(quoteCancellation(workshop, workshopStart, ZONE, CHECK_IN)).toMatchObject({ cancellable: false, refusal: 'started' });
    expect(quoteCancellation(retreat, new Date(checkIn.getTime() + HOUR), ZONE, CHECK_IN)).toMatchObject({
      cancellable: false,
      refusal: 'started',
    });
    expect(quoteCancellation(workshop, before(workshopStart, 1000), ZONE, CHECK_IN)).toMatchObject({ cancellable: true, outcome: 'none' });
  });
});

describe('what was bought decides what cancelling gives', () => {
  const paidStay = boughtStart({ kind: 'stay', checkIn: '2027-03-10', checkOut: '2027-03-13', adults: 2, nights: 3, promoCode: null });

  it('reads the start of a retreat, a stay and an event from their paid orders', () => {
    expect(boughtStart({ kind: 'retreat', occupancy: 'double', startDate: '2027-03-10' })).toEqual({
      kind: 'retreat',
      eventDate: '2027-03-10',
      selectedSlot: '',
    });
    expect(paidStay).toEqual({ kind: 'stay', eventDate: '2027-03-10', selectedSlot: '' });
    expect(boughtStart({ kind: 'event', eventId: 'e1', eventDate: '2027-03-10', slot: '7:30 AM', title: 'Hatha' })).toEqual({
      kind: 'event',
      eventDate: '2027-03-10',
      selectedSlot: '7:30 AM',
    });
  });

  it('gives nothing for a stay bought for three days ahead, whatever date or kind the booking now says', () => {
    const now = before(checkIn, 3 * 24 * HOUR);
    const retyped: PolicyBooking = { ...stay, eventDate: '2027-06-10', selectedSlot: '2027-06-10 to 2027-06-13' };
    expect(quoteCancellation(retyped, now, ZONE, CHECK_IN).outcome).toBe('refund-or-credit');
    expect(quoteCancellation(retyped, now, ZONE, CHECK_IN, paidStay)).toMatchObject({
      cancellable: true,
      outcome: 'none',
      creditValidUntil: null,
    });
    expect(quoteCancellation({ ...retyped, kind: 'event', selectedSlot: '11:00 PM' }, now, ZONE, CHECK_IN, paidStay).outcome).toBe('none');
  });

  it('still refuses by the booking as it stands: a cancelled one cannot be cancelled again', () => {
    const farAhead = before(checkIn, 30 * 24 * HOUR);
    expect(quoteCancellation({ ...stay, status: 'cancelled' }, farAhead, ZONE, CHECK_IN, paidStay)).toMatchObject({ refusal: 'cancelled' });
  });
});

describe('firstFullTermsDate', () => {
  const zone = 'Asia/Kolkata';
  it('is seven days ahead before check-in time, eight after it', () => {
    // 11:00 and 13:00 in Kolkata on 1 December 2026; check-in is at 12:00 PM.
    expect(firstFullTermsDate(new Date('2026-12-01T05:30:00Z'), zone, firstPolicyFigures, CHECK_IN)).toBe('2026-12-08');
    expect(firstFullTermsDate(new Date('2026-12-01T07:30:00Z'), zone, firstPolicyFigures, CHECK_IN)).toBe('2026-12-09');
  });

  it('agrees with what cancelling would give', () => {
    const now = new Date('2026-12-01T07:30:00Z');
    const first = firstFullTermsDate(now, zone, firstPolicyFigures, CHECK_IN);
    const quote = (eventDate: string) =>
      quoteCancellation(
        { kind: 'retreat', status: 'confirmed', eventDate, selectedSlot: '', cancellationPolicy: null },
        now,
        zone,
        CHECK_IN,
      ).outcome;
    expect(quote(first)).toBe('refund-or-credit');
    expect(quote(addDays(first, -1))).toBe('none');
  });
});
