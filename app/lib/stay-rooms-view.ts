import { type NightPrice, type RateSummary, rateText } from './stay-price.ts';

// What the stay page shows of each room type once the dates are checked (server/rooms/search.ts
// stayChoices builds it; components/payments/stay-room-choices.tsx renders it).

export interface StayRoomChoice {
  id: string;
  name: string;
  description: string;
  /** An uploaded photograph, or null for the estate's own (app/content/images.ts roomPhotos). */
  imageUrl: string | null;
  adultsPerRoom: number;
  /** Rooms these adults need of the type. */
  roomsNeeded: number;
  /** Rooms of the type free on every night of the stay. */
  free: number;
  /** The stay's price in this type at its rates now (0 when refused), and night by night. */
  amountPaise: number;
  perNight: NightPrice[];
  /** Why the type cannot take this stay although rooms are free (its minimum nights); null when it can. */
  refusal: string | null;
  fits: boolean;
}

/** '1 room', '3 rooms'. */
export const roomsText = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'}`;

/** 'River Cottage, 1 room': the chosen type as the customer dialog and the booking's page name it. */
export const chosenRoomText = (name: string, rooms: number) => `${name}, ${roomsText(rooms)}`;

/** The line above the room types: one price for all, or each type's own. */
export function choicesRateLine(rate: RateSummary | null): string {
  if (rate && !rate.from) return `Every room is priced alike: ${rateText(rate)}, meals included.`;
  return 'Each room has its own price for your dates, meals included.';
}
