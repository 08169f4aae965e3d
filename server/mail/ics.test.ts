import { describe, expect, it } from 'vitest';
import { parseIcs } from '#tests/support/ics.ts';
import { ICS_BOOKING_ID, icsOptions } from '#tests/support/ics-options.ts';
import { bookingIcs, bookingUid, type IcsOptions } from './ics.ts';

const options = icsOptions();
const id = ICS_BOOKING_ID;

function parsed(booking: Parameters<typeof bookingIcs>[0], extra: Partial<IcsOptions> = {}) {
  const text = bookingIcs(booking, { ...options, ...extra });
  if (!text) throw new Error('no calendar file');
  return { text, event: parseIcs(text) };
}

describe('the booking calendar file', () => {
  it('starts a 7:30 AM slot at 02:00 UTC and ends it after the event duration', () => {
    const { event } = parsed(
      { id, kind: 'event', eventTitle: 'Hatha', eventDate: '2026-12-05', selectedSlot: '7:30 AM' },
      { duration: '1 hr 30 min' },
    );
    expect(event.allDay).toBe(false);
    expect(event.start.toISOString()).toBe('2026-12-05T02:00:00.000Z');
    expect(event.end.toISOString()).toBe('2026-12-05T03:30:00.000Z');
  });

  it('gives an event that is gone 60 minutes', () => {
    const { event } = parsed(
      { id, kind: 'event', eventTitle: 'Hatha', eventDate: '2026-12-05', selectedSlot: '7:30 AM' },
      { duration: null },
    );
    expect(event.end.getTime() - event.start.getTime()).toBe(60 * 60_000);
  });

  it('is published with a stable uid, the estate as location, and the title', () => {
    const booking = { id, kind: 'event' as const, eventTitle: 'Sound bath', eventDate: '2026-12-05', selectedSlot: '6:00 PM' };
    const first = parsed(booking);
    const second = parsed(booking);
    expect(first.event.uid).toBe(`${id}@sukoon.example.org`);
    expect(second.event.uid).toBe(first.event.uid);
    expect(bookingUid(id, options.publicUrl)).toBe(first.event.uid);
    expect(first.event.method).toBe('PUBLISH');
    expect(first.event.location).toBe('Sukoon Healing Estate');
    expect(first.event.summary).toBe('Sound bath at Sukoon Healing Estate');
    expect(first.text).toContain('ORGANIZER;CN="Sukoon Healing Estate":MAILTO:namaste@sukoon-estate.in');
  });

  it('adds the estate’s address to the location when it is known', () => {
    const { event } = parsed(
      { id, kind: 'event', eventTitle: 'Hatha', eventDate: '2026-12-05', selectedSlot: '8:00 AM' },
      { address: 'Riverside Lane, Pune 411006' },
    );
    expect(event.location).toBe('Sukoon Healing Estate, Riverside Lane, Pune 411006');
  });

  it('makes the retreat three all-day dates', () => {
    const { event } = parsed({
      id,
      kind: 'retreat',
      eventTitle: 'Rejuvenation retreat (3 days)',
      eventDate: '2027-01-10',
      selectedSlot: '2027-01-10 to 2027-01-12',
    });
    expect(event).toMatchObject({ allDay: true, startDate: '2027-01-10', endDate: '2027-01-13' });
  });

  it('runs a stay from check-in through the check-out day', () => {
    const { event } = parsed({ id, kind: 'stay', eventTitle: 'Stay', eventDate: '2027-02-01', selectedSlot: '2027-02-01 to 2027-02-03' });
    expect(event).toMatchObject({ allDay: true, startDate: '2027-02-01', endDate: '2027-02-04' });
  });

  it('keeps a title with iCalendar punctuation whole', () => {
    const { event } = parsed({ id, kind: 'event', eventTitle: 'Yoga; breath, and rest', eventDate: '2026-12-05', selectedSlot: '8:00 AM' });
    expect(event.summary).toBe('Yoga; breath, and rest at Sukoon Healing Estate');
  });
});
