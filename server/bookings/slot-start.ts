import { slotMinutes } from '#app/lib/events.ts';
import { zonedInstant } from '../zoned-time.ts';

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
