import { describe, expect, it } from 'vitest';
import {
  type AvailabilityInputs,
  availableStarts,
  freeAt,
  type SchedulePractitioner,
  type ScheduleRoom,
  type WorkingHours,
} from './availability.ts';

// The offered starts of one service on one day, rule by rule. Days are in December 2026 unless a test is
// about summer time; 2026-12-08 is a Tuesday (weekday 2). Kolkata is UTC+05:30 all year.

const DAY = '2026-12-08';
const KOLKATA = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';

/** The instant of a Kolkata wall-clock time on DAY, 'HH:MM'. */
function at(time: string, day = DAY): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

const everyDay = (startMinute: number, endMinute: number, breakStartMinute: number | null = null, breakEndMinute: number | null = null) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday): WorkingHours => ({ weekday, startMinute, endMinute, breakStartMinute, breakEndMinute }));

function practitioner(id: string, overrides: Partial<SchedulePractitioner> = {}): SchedulePractitioner {
  return { id, takesAppointments: true, hours: everyDay(9 * 60, 18 * 60, 13 * 60, 14 * 60), timeOff: [], busy: [], ...overrides };
}

function room(id: string, overrides: Partial<ScheduleRoom> = {}): ScheduleRoom {
  return { id, name: id, kind: 'massage', active: true, closures: [], busy: [], ...overrides };
}

function inputs(overrides: Partial<AvailabilityInputs> = {}): AvailabilityInputs {
  return {
    service: { durationMinutes: 60, bufferMinutes: 0, roomKind: null, practitionerIds: ['p1'] },
    practitioners: [practitioner('p1')],
    rooms: [],
    day: DAY,
    timeZone: KOLKATA,
    now: at('00:00', '2026-12-01'),
    leadMinutes: 0,
    stepMinutes: 60,
    ...overrides,
  };
}

const times = (list: AvailabilityInputs) => availableStarts(list).map((start) => start.startsAt.toISOString());
const kolkata = (...hhmm: string[]) => hhmm.map((time) => at(time).toISOString());

describe('working hours and breaks', () => {
  it('offers the starts whose whole session fits the hours and misses the break', () => {
    expect(times(inputs())).toEqual(kolkata('09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'));
  });

  it('offers quarter hours by default, none overlapping the break or past closing', () => {
    const starts = times(inputs({ stepMinutes: undefined }));
    expect(starts[0]).toBe(at('09:00').toISOString());
    expect(starts).toContain(at('12:00').toISOString());
    expect(starts).not.toContain(at('12:15').toISOString());
    expect(starts).not.toContain(at('13:45').toISOString());
    expect(starts).toContain(at('14:00').toISOString());
    expect(starts.at(-1)).toBe(at('17:00').toISOString());
    expect(starts).toHaveLength(4 * 3 + 1 + 4 * 3 + 1);
  });

  it('offers nothing on a weekday the practitioner has no hours', () => {
    const tuesdayOff = everyDay(9 * 60, 18 * 60).filter((row) => row.weekday !== 2);
    expect(times(inputs({ practitioners: [practitioner('p1', { hours: tuesdayOff })] }))).toEqual([]);
    expect(times(inputs({ day: '2026-12-09', practitioners: [practitioner('p1', { hours: tuesdayOff })] }))).toHaveLength(9);
  });

  it('offers nothing inside time off, even when it only overlaps part of a session', () => {
    const timeOff = [{ startsAt: at('10:30'), endsAt: at('12:00') }];
    expect(times(inputs({ practitioners: [practitioner('p1', { timeOff })] }))).toEqual(
      kolkata('09:00', '12:00', '14:00', '15:00', '16:00', '17:00'),
    );
  });
});

describe('buffers and busy time', () => {
  it("a busy session's buffer blocks, and the candidate's own buffer must fit before the next session and closing", () => {
    const busy = [{ startsAt: at('11:00'), busyUntil: at('12:30') }];
    const list = inputs({
      service: { durationMinutes: 60, bufferMinutes: 30, roomKind: null, practitionerIds: ['p1'] },
      practitioners: [practitioner('p1', { busy })],
      stepMinutes: 30,
    });
    // 09:30 + 60 + 30 ends at 11:00: fits; 10:00 would run its buffer into the busy session.
    // 12:30 is free but its buffer would cross the break; 16:30 + 90 is exactly closing time.
    expect(times(list)).toEqual(kolkata('09:00', '09:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'));
  });

  it('a cancelled session or a lapsed hold takes no time; a live hold does', () => {
    const now = at('08:00');
    const span = { startsAt: at('09:00'), busyUntil: at('10:00') };
    const offered = (busy: SchedulePractitioner['busy']) =>
      times(inputs({ now, practitioners: [practitioner('p1', { busy })] })).includes(at('09:00').toISOString());
    expect(offered([{ ...span, status: 'cancelled' }])).toBe(true);
    expect(offered([{ ...span, status: 'held', holdUntil: at('07:59') }])).toBe(true);
    expect(offered([{ ...span, status: 'held', holdUntil: at('08:15') }])).toBe(false);
    expect(offered([{ ...span, status: 'booked' }])).toBe(false);
    expect(offered([{ ...span, status: 'done' }])).toBe(false);
  });
});

describe('rooms', () => {
  const massage = { durationMinutes: 60, bufferMinutes: 0, roomKind: 'massage' as const, practitionerIds: ['p1'] };

  it('needs a free active room of the right kind', () => {
    expect(times(inputs({ service: massage, rooms: [room('steam', { kind: 'steam-sauna' })] }))).toEqual([]);
    expect(times(inputs({ service: massage, rooms: [room('r1', { active: false })] }))).toEqual([]);
    const offered = availableStarts(inputs({ service: massage, rooms: [room('r2', { name: 'B' }), room('r1', { name: 'A' })] }));
    expect(offered[0]!.roomIds).toEqual(['r1', 'r2']);
  });

  it('a closure or a busy room blocks its time; another room of the kind still serves', () => {
    const closures = [{ startsAt: at('09:00'), endsAt: at('11:00') }];
    const busy = [{ startsAt: at('11:00'), busyUntil: at('12:00') }];
    expect(times(inputs({ service: massage, rooms: [room('r1', { closures, busy })] }))).toEqual(
      kolkata('12:00', '14:00', '15:00', '16:00', '17:00'),
    );
    const both = availableStarts(inputs({ service: massage, rooms: [room('r1', { closures, busy }), room('r2')] }));
    expect(both.map((start) => start.roomIds)[0]).toEqual(['r2']);
    expect(both).toHaveLength(8);
  });

  it('a service that takes no room ignores rooms', () => {
    expect(availableStarts(inputs({ rooms: [room('r1')] }))[0]!.roomIds).toEqual([]);
  });
});

describe('now and lead time', () => {
  it('never offers the past, and keeps the lead time ahead of now', () => {
    expect(times(inputs({ now: at('11:10') }))).toEqual(kolkata('12:00', '14:00', '15:00', '16:00', '17:00'));
    expect(times(inputs({ now: at('11:10'), leadMinutes: 120 }))).toEqual(kolkata('14:00', '15:00', '16:00', '17:00'));
    expect(times(inputs({ now: at('10:00'), leadMinutes: 120 }))[0]).toBe(at('12:00').toISOString());
    expect(times(inputs({ now: at('00:00', '2026-12-09') }))).toEqual([]);
  });
});

describe('practitioners', () => {
  const two = { durationMinutes: 60, bufferMinutes: 0, roomKind: null, practitionerIds: ['p1', 'p2'] };

  it('offers only qualified practitioners who take appointments', () => {
    const list = inputs({
      service: { ...two, practitionerIds: ['p2'] },
      practitioners: [practitioner('p1'), practitioner('p2', { busy: [{ startsAt: at('09:00'), busyUntil: at('10:00') }] })],
    });
    expect(times(list)[0]).toBe(at('10:00').toISOString());
    expect(availableStarts(list).every((start) => start.practitionerIds.join() === 'p2')).toBe(true);
    expect(times(inputs({ practitioners: [practitioner('p1', { takesAppointments: false })] }))).toEqual([]);
  });

  it('any practitioner: a start is offered while one of them is free, listing who', () => {
    const list = inputs({
      service: two,
      practitioners: [practitioner('p2'), practitioner('p1', { busy: [{ startsAt: at('09:00'), busyUntil: at('12:00') }] })],
    });
    const offered = availableStarts(list);
    expect(offered[0]).toEqual({ startsAt: at('09:00'), practitionerIds: ['p2'], roomIds: [] });
    expect(offered.find((start) => start.startsAt.getTime() === at('12:00').getTime())!.practitionerIds).toEqual(['p1', 'p2']);
  });

  it('a chosen practitioner: only their free times', () => {
    const list = inputs({
      service: two,
      practitionerId: 'p1',
      practitioners: [practitioner('p2'), practitioner('p1', { busy: [{ startsAt: at('09:00'), busyUntil: at('12:00') }] })],
    });
    expect(times(list)).toEqual(kolkata('12:00', '14:00', '15:00', '16:00', '17:00'));
    expect(times({ ...list, practitionerId: 'p3' })).toEqual([]);
  });
});

describe('the stay window', () => {
  it('offers only sessions inside the stay', () => {
    const window = { from: at('14:00'), to: at('16:30') };
    expect(times(inputs({ window }))).toEqual(kolkata('14:00', '15:00'));
  });
});

describe('time zones', () => {
  it('reads hours on the estate clock: Kolkata 09:00 is 03:30 UTC', () => {
    expect(times(inputs())[0]).toBe('2026-12-08T03:30:00.000Z');
  });

  it('New York hours follow summer time across its start, and a skipped hour is offered once', () => {
    const ny = (day: string, hours = everyDay(9 * 60, 18 * 60)) =>
      availableStarts(
        inputs({ day, timeZone: NEW_YORK, practitioners: [practitioner('p1', { hours })], now: new Date('2026-03-01T00:00:00Z') }),
      ).map((start) => start.startsAt.toISOString());
    // Summer time begins at 02:00 on Sunday 8 March 2026.
    expect(ny('2026-03-07')[0]).toBe('2026-03-07T14:00:00.000Z');
    expect(ny('2026-03-08')[0]).toBe('2026-03-08T13:00:00.000Z');
    expect(ny('2026-03-08').at(-1)).toBe('2026-03-08T21:00:00.000Z');
    // From midnight to 06:00 that night there are five real hours: 00:00, 01:00, 03:00, 04:00, 05:00.
    expect(ny('2026-03-08', everyDay(0, 6 * 60))).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T09:00:00.000Z',
    ]);
  });

  it('New York hours follow the end of summer time: the repeated hour is offered once', () => {
    const hours = everyDay(0, 4 * 60);
    const starts = availableStarts(
      inputs({
        day: '2026-11-01',
        timeZone: NEW_YORK,
        practitioners: [practitioner('p1', { hours })],
        now: new Date('2026-10-01T00:00:00Z'),
      }),
    ).map((start) => start.startsAt.toISOString());
    // Clocks go back from 02:00 to 01:00: midnight is 04:00 UTC, 04:00 is 09:00 UTC (five real hours).
    expect(starts).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });
});

describe('freeAt', () => {
  it('answers for one exact start by the same rules, on the start’s own day', () => {
    const list = inputs({
      service: { durationMinutes: 60, bufferMinutes: 0, roomKind: 'massage', practitionerIds: ['p1', 'p2'] },
      practitioners: [practitioner('p2'), practitioner('p1')],
      rooms: [room('r1')],
      day: '2026-12-01',
    });
    expect(freeAt(list, at('10:20'))).toEqual({ practitionerIds: ['p1', 'p2'], roomIds: ['r1'] });
    expect(freeAt(list, at('12:30'))).toEqual({ practitionerIds: [], roomIds: [] });
    expect(freeAt({ ...list, leadMinutes: 60 * 24 * 30 }, at('10:00'))).toEqual({ practitionerIds: [], roomIds: [] });
    expect(freeAt({ ...list, rooms: [room('r1', { busy: [{ startsAt: at('10:00'), busyUntil: at('10:30') }] })] }, at('10:00'))).toEqual({
      practitionerIds: [],
      roomIds: [],
    });
  });
});
