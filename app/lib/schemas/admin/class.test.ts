import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { TIMETABLE_MESSAGES } from '#app/lib/admin/timetable-messages.ts';
import { dailyTimes, WEEKDAY_LONG, weeklyTimesSummary, weeklyTimesText } from '#app/lib/class-times.ts';
import { classSchema } from './class.ts';
import { isRecordId } from './record.ts';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = {
  title: ' Morning Hatha ',
  instructor: 'Meera Nair',
  duration: '60 min',
  price: 'Rs 500',
  capacity: '15',
  schedule: 'Mon, Wed, Fri · 7:00 AM',
  description: 'Gentle postures and breath.',
};

const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: classSchema });
const errorsOf = (fields: Record<string, string>) => {
  const result = parse(fields);
  if (result.status === 'success') throw new Error('expected the form to be refused');
  return result.error ?? {};
};

describe('the admin class form', () => {
  it('accepts a full class, trimmed, with the capacity as a number', () => {
    const result = parse(valid);
    expect(result.status === 'success' && result.value).toEqual({
      ...valid,
      title: 'Morning Hatha',
      capacity: 15,
      weeklyTimes: [],
      weeksAhead: 8,
      startsOn: null,
    });
  });

  it('takes an optional first date, a real calendar day', () => {
    expect(parse({ ...valid, startsOn: '2026-12-12' })).toMatchObject({ status: 'success', value: { startsOn: '2026-12-12' } });
    expect(parse({ ...valid, startsOn: ' ' })).toMatchObject({ status: 'success', value: { startsOn: null } });
    for (const startsOn of ['2026-02-30', '12/12/2026', 'soon'])
      expect(errorsOf({ ...valid, startsOn }).startsOn).toEqual(['First date must be a real calendar date.']);
  });

  it("reads 'Daily' as all seven days, and writes a time kept every day so", () => {
    const result = parse({ ...valid, weeklyTimes: 'Daily 7:30 AM, Mon 9:00 AM, daily 17:00' });
    const times = result.status === 'success' ? result.value.weeklyTimes : [];
    expect(times).toHaveLength(15);
    expect(weeklyTimesText(times)).toBe('Daily 7:30 AM, Daily 5:00 PM, Mon 9:00 AM');
    expect(weeklyTimesSummary(times, WEEKDAY_LONG)).toEqual(['Daily · 7:30 AM, 5:00 PM', 'Monday · 9:00 AM']);
    expect(weeklyTimesSummary(dailyTimes(['6:00 AM', '4:00 PM']))).toEqual(['Daily · 6:00 AM, 4:00 PM']);
    expect(
      weeklyTimesSummary([
        { weekday: 4, time: '17:30' },
        { weekday: 1, time: '07:00' },
        { weekday: 4, time: '07:00' },
      ]),
    ).toEqual(['Mon, Thu · 7:00 AM', 'Thu · 5:30 PM']);
  });

  it('reads weekly times in week order, and lets them stand for the schedule', () => {
    const result = parse({ ...valid, schedule: '', weeklyTimes: 'thursday 17:30, Mon 7:00 AM, Mon 07:00', weeksAhead: '4' });
    expect(result.status === 'success' && result.value).toMatchObject({
      schedule: '',
      weeksAhead: 4,
      weeklyTimes: [
        { weekday: 1, time: '07:00' },
        { weekday: 4, time: '17:30' },
      ],
    });
    expect(errorsOf({ ...valid, weeklyTimes: 'Mon 7:00 AM, someday' }).weeklyTimes).toEqual([TIMETABLE_MESSAGES.unreadableTime('someday')]);
    expect(errorsOf({ ...valid, weeksAhead: '53' }).weeksAhead).toEqual(['Weeks ahead must be a whole number from 1 to 52.']);
  });

  it.each(Object.keys(valid))('requires %s', (field) => {
    const errors = errorsOf({ ...valid, [field]: ' ' });
    expect(errors[field]?.[0]).toMatch(/required|whole number/);
  });

  it.each(['ten', '0', '1001', '3.5', ''])('refuses %j as a capacity', (capacity) => {
    expect(errorsOf({ ...valid, capacity }).capacity).toEqual(['Capacity must be a whole number from 1 to 1000.']);
  });

  it('refuses 10 kB in short fields, and a description over 10 000 characters', () => {
    const big = 'x'.repeat(10_240);
    const errors = errorsOf({ ...valid, title: big, instructor: big, schedule: big, description: 'd'.repeat(10_001) });
    expect(errors.title).toEqual(['Title must be at most 200 characters.']);
    expect(errors.instructor).toEqual(['Instructor must be at most 200 characters.']);
    expect(errors.schedule).toEqual(['Schedule must be at most 200 characters.']);
    expect(errors.description).toEqual(['Description must be at most 10000 characters.']);
  });

  it('tells a record id from anything else', () => {
    expect(isRecordId('0b6f7a52-3c1d-4e8f-9a2b-1c3d5e7f9a0b')).toBe(true);
    for (const id of ['', '42', 'not-a-uuid', "'; drop table classes; --", null, undefined]) expect(isRecordId(id)).toBe(false);
  });
});
