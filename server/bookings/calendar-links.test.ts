import { describe, expect, it } from 'vitest';
import { ICS_BOOKING_ID, icsOptions } from '#tests/support/ics-options.ts';
import type { IcsOptions } from '../mail/ics.ts';
import { googleCalendarUrl } from './calendar-links.ts';

const options = icsOptions({
  duration: '1 hr 30 min',
  manageUrl: 'https://sukoon.example.org/booking/abc.def',
  address: 'Riverside Lane, Kalyani Nagar, Pune 411006',
});
const id = ICS_BOOKING_ID;

function link(booking: Parameters<typeof googleCalendarUrl>[0], extra: Partial<IcsOptions> = {}) {
  const url = new URL(googleCalendarUrl(booking, { ...options, ...extra }));
  return { url, params: url.searchParams };
}

describe('the Google Calendar link of a booking', () => {
  it('is a template of the event at the estate, with the address and the way back to the booking', () => {
    const { url, params } = link({ id, kind: 'event', eventTitle: 'Hatha', eventDate: '2026-12-05', selectedSlot: '7:30 AM' });
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('text')).toBe('Hatha at Sukoon Healing Estate');
    expect(params.get('location')).toBe('Sukoon Healing Estate, Riverside Lane, Kalyani Nagar, Pune 411006');
    expect(params.get('details')).toContain('https://sukoon.example.org/booking/abc.def');
  });

  it('gives a slot in UTC, from the estate’s wall clock, for the event’s duration', () => {
    // 7:30 AM in Kolkata (UTC+5:30) is 02:00 UTC; the event lasts 90 minutes.
    expect(link({ id, kind: 'event', eventTitle: 'Hatha', eventDate: '2026-12-05', selectedSlot: '7:30 AM' }).params.get('dates')).toBe(
      '20261205T020000Z/20261205T033000Z',
    );
    // Past midnight UTC the date moves back: 5:00 AM on the 1st in Kolkata is 23:30 on the 31st.
    expect(
      link({ id, kind: 'event', eventTitle: 'Pranayama', eventDate: '2027-01-01', selectedSlot: '5:00 AM' }, { duration: null }).params.get(
        'dates',
      ),
    ).toBe('20261231T233000Z/20270101T003000Z');
  });

  it('gives the retreat and a stay as whole days, the end day exclusive as the calendar file has it', () => {
    expect(
      link({
        id,
        kind: 'retreat',
        eventTitle: 'Rejuvenation retreat',
        eventDate: '2027-01-10',
        selectedSlot: '2027-01-10 to 2027-01-12',
      }).params.get('dates'),
    ).toBe('20270110/20270113');
    expect(
      link({ id, kind: 'stay', eventTitle: 'Stay', eventDate: '2027-02-27', selectedSlot: '2027-02-27 to 2027-03-01' }).params.get('dates'),
    ).toBe('20270227/20270302');
  });

  it('names the estate alone when no address is known', () => {
    expect(
      link({ id, kind: 'event', eventTitle: 'Hatha', eventDate: '2026-12-05', selectedSlot: '7:30 AM' }, { address: undefined }).params.get(
        'location',
      ),
    ).toBe('Sukoon Healing Estate');
  });
});
