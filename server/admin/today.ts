import type { TodayView } from '#app/lib/admin/today-view.ts';
import { addDays, isIsoDate, todayIn } from '#app/lib/dates.ts';
import { listPendingBookings } from '../bookings/decision.ts';
import { dayRosters } from '../bookings/roster.ts';
import { stayDesk } from '../bookings/stay-desk.ts';
import { careSummaries } from '../care/summaries.ts';
import type { Database } from '../db/client.ts';
import { listFailedMail } from '../mail/outbox-admin.ts';
import { loadNeedsAction } from '../refunds/needs-action.ts';
import { dayMovements } from '../rooms/occupancy.ts';

// The Today screen gathers what each slice already knows about a day; it decides nothing.

/** The day the address asks for (?date=YYYY-MM-DD), or today in the estate's zone for anything else. */
export function chosenDay(params: URLSearchParams, timeZone: string, now: Date = new Date()): string {
  const asked = params.get('date');
  return asked && isIsoDate(asked) ? asked : todayIn(timeZone, now);
}

export async function loadToday(
  db: Database,
  day: string,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<TodayView> {
  const [rosters, movements, stays, pending, failedMails, needsAction] = await Promise.all([
    dayRosters(db, day, timeZone, now),
    dayMovements(db, day, now),
    stayDesk(db, day, now),
    listPendingBookings(db),
    listFailedMail(db),
    loadNeedsAction(db),
  ]);
  // Each booking's health forms in one word (server/care), which the bookings slice beneath cannot read.
  const lines = [...stays.arrivals, ...stays.departures, ...stays.inHouse];
  const guests = rosters.flatMap((roster) => roster.slots.flatMap((slot) => slot.guests));
  const care = await careSummaries(db, [...lines.map((line) => line.bookingId), ...guests.map((guest) => guest.bookingId)]);
  for (const line of lines) line.care = care.get(line.bookingId) ?? null;
  for (const guest of guests) guest.care = care.get(guest.bookingId) ?? null;
  return {
    day,
    today: todayIn(timeZone, now),
    previous: addDays(day, -1),
    next: addDays(day, 1),
    rosters,
    movements,
    stays,
    pending,
    failedMails,
    needsAction,
  };
}
