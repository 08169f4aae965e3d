import { formatShortDate } from '#app/lib/dates.ts';
import { EVENT_MESSAGES } from './messages.ts';

// What staff are told after a Repeat, and after an edit or delete of "this and later events".
// The screen's usual sentence comes first, word for word; what the series did follows it.

function dateList(dates: readonly string[]): string {
  return dates.map(formatShortDate).join(', ');
}

const BOOKINGS_FIRST = 'Cancel or move those bookings first.';

export const SERIES_MESSAGES = {
  /** 'Event created successfully: 4 events, from 2 Dec 2026 to 23 Dec 2026.' */
  created(dates: readonly string[]): string {
    if (dates.length <= 1) return EVENT_MESSAGES.created;
    return `${EVENT_MESSAGES.created}: ${dates.length} events, from ${formatShortDate(dates[0]!)} to ${formatShortDate(dates.at(-1)!)}.`;
  },
  updated(kept: readonly string[]): string {
    if (kept.length === 0) return EVENT_MESSAGES.updated;
    return `${EVENT_MESSAGES.updated}. Guests have booked these dates, so they kept their old date and time slots: ${dateList(kept)}.`;
  },
  deleted(kept: readonly string[]): string {
    if (kept.length === 0) return EVENT_MESSAGES.deleted;
    return `${EVENT_MESSAGES.deleted}. Guests have booked these dates, so their events were kept: ${dateList(kept)}.`;
  },
  nothingDeleted(kept: readonly string[]): string {
    return `Every event from this date on has bookings, so none was deleted: ${dateList(kept)}. ${BOOKINGS_FIRST}`;
  },
  /** An edit that drops time slots guests have booked: 'Morning (2 bookings), Evening (1 booking)'. */
  slotsInUse(held: readonly { slot: string; count: number }[]): string {
    const list = held.map(({ slot, count }) => `${slot} (${count} ${count === 1 ? 'booking' : 'bookings'})`).join(', ');
    return `Time slots with bookings cannot be removed: ${list}. ${BOOKINGS_FIRST}`;
  },
} as const;
