// When a booking begins, as an instant: the estate's dates and slot times are wall-clock values in its
// own zone, so the server's zone must never take part in turning them into a moment.

const SLOT = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*(AM|PM)$/i;

/** '7:30 AM' → { hours: 7, minutes: 30 }; null for a slot that is not a time (free text typed by staff). */
export function parseSlotTime(slot: string): { hours: number; minutes: number } | null {
  const match = SLOT.exec(slot.trim());
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  const afternoon = match[3]!.toUpperCase() === 'PM';
  return { hours: hour12 + (afternoon ? 12 : 0), minutes: Number(match[2]) };
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock of `timeZone` shows that date and time. */
export function zonedInstant(isoDate: string, hours: number, minutes: number, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hours, minutes);
  // A second pass corrects the guess when a daylight-saving change lies between wall time and UTC.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}
