import { slotMinutes } from '#app/lib/events.ts';

// The estate's dates and times are wall-clock values in its own zone (TIME_ZONE): turning them into
// instants must never involve the server's zone. Shared by the calendar and bookings (has a slot begun?),
// mail (calendar files, reminders) and the cancellation policy.

// Making an Intl formatter costs far more than using one (ICU resolves the zone's data each time): the
// calendar asks for every slot of every event of the day whether it has begun, two offsets each, and a
// formatter made per call was a fifth of the server's time on that page. One per zone, kept.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The offset of the zone from UTC at an instant, in milliseconds (330 min for Asia/Kolkata). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

// The same wall-clock times are asked for again and again (each event's slots on every calendar page):
// an instant found is kept, and the whole memo is dropped if it ever grows past a few months of slots.
const instants = new Map<string, number>();
const MAX_INSTANTS = 10_000;

/** The instant at which the wall clock of `timeZone` shows `minutes` past midnight of the date 'YYYY-MM-DD'. */
export function zonedInstant(isoDate: string, minutes: number, timeZone: string): Date {
  const key = `${timeZone} ${isoDate} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
    const wall = Date.UTC(y, m - 1, d, 0, minutes);
    // Correct once, then again with the offset at the result, so a change of offset (summer time) lands right.
    const first = wall - zoneOffsetMs(wall, timeZone);
    instant = wall - zoneOffsetMs(first, timeZone);
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

/**
 * The instant a calendar slot starts: its date at its time on the estate's wall clock (TIME_ZONE).
 * A slot that is no time ('By arrangement') counts from midnight, so on its day it has begun.
 */
export function slotStartsAt(eventDate: string, slot: string, timeZone: string): Date {
  return zonedInstant(eventDate, slotMinutes(slot) ?? 0, timeZone);
}

/** Whether the slot has begun at `now`: from its first minute on, it can no longer be booked. */
export function slotHasStarted(eventDate: string, slot: string, now: Date, timeZone: string): boolean {
  return now.getTime() >= slotStartsAt(eventDate, slot, timeZone).getTime();
}
