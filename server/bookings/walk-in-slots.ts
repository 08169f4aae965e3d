import type { WalkInSlotView } from '#app/lib/admin/walk-in.ts';
import { todayIn } from '#app/lib/dates.ts';
import { slotStartsAt } from '../zoned-time.ts';
import { eventsForPicker } from './staff-event.ts';

/** The day's slots that have not begun, the soonest first (by start, then title), full ones included to be shown as full. */
export async function walkInSlots(db: Parameters<typeof eventsForPicker>[0], day: string, options: { timeZone: string; now?: Date }) {
  const events = await eventsForPicker(db, day, options);
  const slots = events.flatMap((event) =>
    event.slots
      .filter((slot) => !slot.started)
      .map((slot) => ({
        view: { eventId: event.id, title: event.title, slot: slot.slot, price: event.price, left: slot.left, capacity: slot.capacity },
        startsAt: slotStartsAt(day, slot.slot, options.timeZone).getTime(),
      })),
  );
  return slots
    .toSorted((a, b) => a.startsAt - b.startsAt || a.view.title.localeCompare(b.view.title))
    .map(({ view }): WalkInSlotView => view);
}

/** The walk-in's slots when the day shown is today; null on any other day (walk-ins come in today). */
export async function todayWalkInSlots(db: Parameters<typeof eventsForPicker>[0], day: string, timeZone: string, now: Date = new Date()) {
  return day === todayIn(timeZone, now) ? walkInSlots(db, day, { timeZone, now }) : null;
}
