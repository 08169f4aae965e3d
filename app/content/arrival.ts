import type { BookingKind } from '../lib/enums.ts';
import { stay } from './stay.ts';
import type { ItineraryDay } from './types.ts';

// What a guest needs before coming, on their booking's page: when to arrive and what to bring, for each
// kind of booking. Times come from where they are set (the stay's check-in and check-out, the booked
// retreat's itinerary), so changing one changes this page too.

export interface ArrivalNotes {
  /** When to come (and leave), one sentence each. */
  when: string[];
  bring: string[];
}

/** When a retreat's guests arrive and leave: from the itinerary's first 'Check-in' and 'Check-out' items, else the stay's times. */
export function retreatTimes(itinerary: readonly ItineraryDay[]): { checkIn: string; checkOut: string } {
  const items = itinerary.flatMap((day) => day.items);
  const timeOf = (activity: string) => items.find((entry) => entry.activity.startsWith(activity))?.time;
  return { checkIn: timeOf('Check-in') ?? stay.checkInTime, checkOut: timeOf('Check-out') ?? stay.checkOutTime };
}

export const EVENT_ARRIVAL_MINUTES = 15;

/** The house rule about photo ID, which every staying guest needs at check-in. */
const photoId = houseRule('photo ID');

/** The stay's house rule that mentions `words`, so a reworded rule reads the same on both pages. */
function houseRule(words: string): string {
  const rule = stay.houseRules?.find((entry) => entry.includes(words));
  if (!rule) throw new Error(`the stay's house rules have none about ${words}`);
  return rule;
}

const arrival: Record<Exclude<BookingKind, 'retreat'>, ArrivalNotes> = {
  event: {
    when: [
      `Please arrive ${EVENT_ARRIVAL_MINUTES} minutes before your session begins, to find the hall, settle in and meet your teacher.`,
      'If you are running late, call us and we will keep your place for as long as we can.',
    ],
    bring: [
      'Loose, comfortable clothes you can move and rest in',
      'A water bottle (we refill it with filtered water)',
      'Yoga mats, cushions and blankets are provided; bring your own mat if you prefer it',
      'Come with a light stomach: a small snack an hour or two before is best',
    ],
  },
  stay: {
    when: [`Check-in is from ${stay.checkInTime} on your arrival day.`, `Check-out is by ${stay.checkOutTime} on the day you leave.`],
    bring: [
      photoId,
      'Comfortable clothes, and a swimsuit or old clothes if you would like a mud bath',
      'Walking shoes or sandals for the gardens and the riverside paths',
      'Any medicines you take, and a note of allergies or conditions we should know about',
    ],
  },
};

const retreatBring = [
  photoId,
  'Any medical reports and the medicines you take, for your doctor consultation',
  'Loose cotton clothes for yoga and therapies, and a change for after the mud bath',
  'Comfortable walking shoes or sandals for the riverside paths',
  'A water bottle, a shawl or light jacket for early mornings',
];

/** The notes for a booking; a retreat's times are those of the programme booked, as its itinerary sets them. */
export function arrivalNotes(kind: BookingKind, times: { checkIn: string; checkOut: string } = retreatTimes([])): ArrivalNotes {
  if (kind !== 'retreat') return arrival[kind];
  return {
    when: [`Check-in is from ${times.checkIn} on your first day.`, `Check-out is at ${times.checkOut} on the last day.`],
    bring: retreatBring,
  };
}
