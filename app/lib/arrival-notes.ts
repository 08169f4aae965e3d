import type { ArrivalContent } from '#app/content/editable/arrival.ts';
import type { StayPageContent } from '#app/content/editable/stay.ts';
import type { ItineraryDay } from '#app/content/types.ts';
import type { BookingKind } from './enums.ts';

// What a guest needs before coming, on their booking's page: when to arrive and what to bring, by kind of
// booking, from the published arrival notes and stay page (server/bookings/guest-view.ts reads them).
// Times come from where they are set (the stay page's check-in and check-out, the booked retreat's
// itinerary), so changing one changes this page too.

export interface ArrivalNotes {
  /** When to come (and leave), one sentence each. */
  when: string[];
  bring: string[];
}

export interface ArrivalTimes {
  checkIn: string;
  checkOut: string;
}

/** What the notes read of the stay page: its times, and its photo ID rule, which stayers are asked to bring. */
export type StayArrival = Pick<StayPageContent, 'checkInTime' | 'checkOutTime' | 'idRule'>;

/** When a retreat's guests arrive and leave: from the itinerary's first 'Check-in' and 'Check-out' items, else the stay's times. */
export function retreatTimes(itinerary: readonly ItineraryDay[], stay: StayArrival): ArrivalTimes {
  const items = itinerary.flatMap((day) => day.items);
  const timeOf = (activity: string) => items.find((entry) => entry.activity.startsWith(activity))?.time;
  return { checkIn: timeOf('Check-in') ?? stay.checkInTime, checkOut: timeOf('Check-out') ?? stay.checkOutTime };
}

/** The notes for a booking; a retreat's times are those of the programme booked (retreatTimes). */
export function arrivalNotes(
  booked: { kind: Exclude<BookingKind, 'retreat'> } | { kind: 'retreat'; times: ArrivalTimes },
  words: ArrivalContent,
  stay: StayArrival,
): ArrivalNotes {
  switch (booked.kind) {
    // A therapy or consultation is a session at the estate like a class: the same notes apply.
    case 'appointment':
    case 'event':
      return { when: [words.event.arrive, words.event.late], bring: words.event.bring };
    case 'stay':
      return {
        when: [`Check-in is from ${stay.checkInTime} on your arrival day.`, `Check-out is by ${stay.checkOutTime} on the day you leave.`],
        bring: [stay.idRule, ...words.stay.bring],
      };
    case 'training':
      return {
        when: [
          `Check-in is from ${stay.checkInTime} on the first day of your batch.`,
          `Check-out is by ${stay.checkOutTime} on its last day.`,
        ],
        bring: [stay.idRule, ...words.retreat.bring],
      };
    case 'retreat':
      return {
        when: [`Check-in is from ${booked.times.checkIn} on your first day.`, `Check-out is at ${booked.times.checkOut} on the last day.`],
        bring: [stay.idRule, ...words.retreat.bring],
      };
  }
}
