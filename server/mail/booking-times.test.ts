import { describe, expect, it } from 'vitest';
import { bookingSchedule, dateRange, durationMinutes, reminderDueAt, scheduleStart, zonedInstant } from './booking-times.ts';

const IST = 'Asia/Kolkata';

describe('durationMinutes', () => {
  it.each([
    ['60 min', 60],
    ['45 mins', 45],
    ['1 hr 30 min', 90],
    ['2 hours', 120],
    ['1.5 hrs', 90],
    ['90 minutes', 90],
    ['1h30m', 90],
    ['1 Hour', 60],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each(['', 'all day', '0 min', null, undefined])('has no duration for %s', (text) => {
    expect(durationMinutes(text)).toBeNull();
  });
});

describe('zonedInstant', () => {
  it('puts 7:30 AM in India at 02:00 UTC the same day', () => {
    expect(zonedInstant('2026-12-05', 7 * 60 + 30, IST).toISOString()).toBe('2026-12-05T02:00:00.000Z');
  });

  it('puts a slot after midnight in India on the previous UTC day', () => {
    expect(zonedInstant('2026-12-05', 60, IST).toISOString()).toBe('2026-12-04T19:30:00.000Z');
  });

  it('follows a zone with summer time on both sides of the change', () => {
    expect(zonedInstant('2026-01-15', 9 * 60, 'Europe/London').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedInstant('2026-07-15', 9 * 60, 'Europe/London').toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });
});

describe('dateRange', () => {
  it('reads the retreat and stay slot text', () => {
    expect(dateRange('2027-01-10 to 2027-01-12')).toEqual({ from: '2027-01-10', to: '2027-01-12' });
  });

  it.each(['7:30 AM', '2027-01-12 to 2027-01-10', '2027-02-30 to 2027-03-01', ''])('refuses %s', (slot) => {
    expect(dateRange(slot)).toBeNull();
  });
});

describe('bookingSchedule', () => {
  it('runs an event from its slot for the event duration', () => {
    const schedule = bookingSchedule(
      { kind: 'event', eventDate: '2026-12-05', selectedSlot: '7:30 AM' },
      { timeZone: IST, duration: '1 hr 30 min' },
    );
    expect(schedule).toEqual({ allDay: false, start: new Date('2026-12-05T02:00:00Z'), end: new Date('2026-12-05T03:30:00Z') });
  });

  it('gives an event without a readable duration 60 minutes', () => {
    const schedule = bookingSchedule(
      { kind: 'event', eventDate: '2026-12-05', selectedSlot: '6:00 PM' },
      { timeZone: IST, duration: null },
    );
    expect(schedule).toEqual({ allDay: false, start: new Date('2026-12-05T12:30:00Z'), end: new Date('2026-12-05T13:30:00Z') });
  });

  it('makes an event whose slot is not a time a whole day', () => {
    expect(bookingSchedule({ kind: 'event', eventDate: '2026-12-05', selectedSlot: 'all day' }, { timeZone: IST })).toEqual({
      allDay: true,
      startDate: '2026-12-05',
      endDate: '2026-12-06',
    });
  });

  it('gives the retreat its three days and the stay its days up to check-out', () => {
    expect(
      bookingSchedule({ kind: 'retreat', eventDate: '2027-01-10', selectedSlot: '2027-01-10 to 2027-01-12' }, { timeZone: IST }),
    ).toEqual({
      allDay: true,
      startDate: '2027-01-10',
      endDate: '2027-01-13',
    });
    expect(bookingSchedule({ kind: 'stay', eventDate: '2027-02-01', selectedSlot: '2027-02-01 to 2027-02-03' }, { timeZone: IST })).toEqual(
      {
        allDay: true,
        startDate: '2027-02-01',
        endDate: '2027-02-04',
      },
    );
  });

  it('falls back to three days from the date for a retreat whose slot cannot be read', () => {
    expect(bookingSchedule({ kind: 'retreat', eventDate: '2027-01-10', selectedSlot: '' }, { timeZone: IST })).toMatchObject({
      endDate: '2027-01-13',
    });
  });
});

describe('reminders are due', () => {
  it('24 hours before an event slot', () => {
    const schedule = bookingSchedule({ kind: 'event', eventDate: '2026-12-05', selectedSlot: '7:30 AM' }, { timeZone: IST });
    expect(reminderDueAt(schedule, IST).toISOString()).toBe('2026-12-04T02:00:00.000Z');
  });

  it('at 10:00 in India on the day before a retreat starts', () => {
    const schedule = bookingSchedule(
      { kind: 'retreat', eventDate: '2027-01-10', selectedSlot: '2027-01-10 to 2027-01-12' },
      { timeZone: IST },
    );
    expect(reminderDueAt(schedule, IST).toISOString()).toBe('2027-01-09T04:30:00.000Z');
    expect(scheduleStart(schedule, IST).toISOString()).toBe('2027-01-09T18:30:00.000Z');
  });
});
