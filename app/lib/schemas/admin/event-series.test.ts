import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { REPEAT_MESSAGES } from '#app/lib/event-repeat.ts';
import { eventCreateSchema, eventDeleteSchema, eventUpdateSchema, repeatRuleOf } from './event-series.ts';

function form(fields: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const event: [string, string][] = [
  ['intent', 'create'],
  ['title', 'Morning yoga'],
  ['tag', 'UPCOMING'],
  ['price', 'Rs 500'],
  ['duration', '60 min'],
  ['eventDate', '2026-12-02'],
  ['description', 'With Meera Nair'],
  ['timeSlots', '7:00 AM'],
  ['slotCapacity', '10'],
  ['type', 'workshop'],
];

/** The field messages of a refused form; none for one accepted. */
function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

describe("the event form's Repeat and scope", () => {
  it('reads weekdays ticked as boxes, and the count', () => {
    const result = parseWithZod(
      form([
        ...event,
        ['repeat', 'weekly'],
        ['repeatWeekdays', '3'],
        ['repeatWeekdays', '5'],
        ['repeatEnds', 'count'],
        ['repeatCount', '4'],
      ]),
      { schema: eventCreateSchema },
    );
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(repeatRuleOf(result.value)).toEqual({ repeat: 'weekly', weekdays: [3, 5], ends: 'count', count: 4, until: undefined });
  });

  it('a form without the Repeat fields makes one event', () => {
    const result = parseWithZod(form(event), { schema: eventCreateSchema });
    expect(result.status).toBe('success');
    if (result.status === 'success') expect(result.value).toMatchObject({ repeat: 'none', repeatWeekdays: [] });
  });

  it('puts the rule’s problem on its field', () => {
    const result = parseWithZod(form([...event, ['repeat', 'weekly'], ['repeatEnds', 'count'], ['repeatCount', '4']]), {
      schema: eventCreateSchema,
    });
    expect(result.status).toBe('error');
    expect(errorsOf(result).repeatWeekdays).toEqual([REPEAT_MESSAGES.weekdays]);
    const late = parseWithZod(form([...event, ['repeat', 'daily'], ['repeatEnds', 'until'], ['repeatUntil', '2026-11-30']]), {
      schema: eventCreateSchema,
    });
    expect(errorsOf(late).repeatUntil).toEqual([REPEAT_MESSAGES.untilBefore]);
    const odd = parseWithZod(form([...event, ['repeat', 'hourly'], ['repeatWeekdays', '9']]), { schema: eventCreateSchema });
    expect(errorsOf(odd).repeat).toEqual(['Choose how the event repeats.']);
  });

  it('an edit and a delete reach this event unless told otherwise; anything else is refused', () => {
    const update = parseWithZod(form([...event.slice(1), ['intent', 'update'], ['id', 'x']]), { schema: eventUpdateSchema });
    expect(update.status === 'success' && update.value.scope).toBe('this');
    const later = parseWithZod(
      form([
        ['intent', 'delete'],
        ['id', 'x'],
        ['scope', 'later'],
      ]),
      { schema: eventDeleteSchema },
    );
    expect(later.status === 'success' && later.value.scope).toBe('later');
    const odd = parseWithZod(
      form([
        ['intent', 'delete'],
        ['id', 'x'],
        ['scope', 'all'],
      ]),
      { schema: eventDeleteSchema },
    );
    expect(errorsOf(odd).scope).toEqual(['Choose this event, or this and later events.']);
  });
});
