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
  fits: boolean;
}

/** '1 room', '3 rooms'. */
export const roomsText = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'}`;

/** 'River Cottage, 1 room': the chosen type as the customer dialog and the booking's page name it. */
export const chosenRoomText = (name: string, rooms: number) => `${name}, ${roomsText(rooms)}`;
