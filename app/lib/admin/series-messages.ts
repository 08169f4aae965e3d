import { formatShortDate } from '#app/lib/dates.ts';
import { eventMessages } from './messages.ts';

// What staff are told after a Repeat, and after an edit or delete of "this and later events".
// The screen's usual sentence comes first, word for word; what the series did follows it.

function dateList(dates: readonly string[]): string {
  return dates.map(formatShortDate).join(', ');
}

export const seriesMessages = {
  /** 'Event created successfully: 4 events, from 2 Dec 2026 to 23 Dec 2026.' */
  created(dates: readonly string[]): string {
    if (dates.length <= 1) return eventMessages.created;
    return `${eventMessages.created}: ${dates.length} events, from ${formatShortDate(dates[0]!)} to ${formatShortDate(dates.at(-1)!)}.`;
  },
  updated(kept: readonly string[]): string {
    if (kept.length === 0) return eventMessages.updated;
    return `${eventMessages.updated}. Guests have booked these dates, so they kept their old date and time slots: ${dateList(kept)}.`;
  },
  deleted(kept: readonly string[]): string {
    if (kept.length === 0) return eventMessages.deleted;
    return `${eventMessages.deleted}. Guests have booked these dates, so their events were kept: ${dateList(kept)}.`;
  },
  nothingDeleted(kept: readonly string[]): string {
    return `Every event from this date on has bookings, so none was deleted: ${dateList(kept)}. Cancel or move those bookings first.`;
  },
} as const;
