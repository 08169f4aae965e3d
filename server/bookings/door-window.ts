import { CHECK_IN_EARLY_MINUTES } from '#app/lib/admin/today-view.ts';
import { slotStartsAt } from '../zoned-time.ts';

// When the door may be recorded: a guest arriving early may be checked in a little before the slot
// (CHECK_IN_EARLY_MINUTES); a no-show is only known once the slot has begun.

export type DoorMark = 'checked_in' | 'no_show';

/** The first instant the mark may be recorded for a booking of this date and slot. */
export function doorOpensAt(mark: DoorMark, eventDate: string, slot: string, timeZone: string): Date {
  const start = slotStartsAt(eventDate, slot, timeZone).getTime();
  return new Date(mark === 'checked_in' ? start - CHECK_IN_EARLY_MINUTES * 60_000 : start);
}

/** Whether the mark may be recorded at `now`. */
export function doorIsOpen(mark: DoorMark, eventDate: string, slot: string, now: Date, timeZone: string): boolean {
  return now.getTime() >= doorOpensAt(mark, eventDate, slot, timeZone).getTime();
}
