import type { RetreatOccupancy } from './enums.ts';

// What guests and staff read about rooms, once, and the rule for how many rooms a booking takes.

export const ROOM_MESSAGES = {
  noRooms: 'No rooms are free for those dates. Try other dates or fewer adults per booking.',
  soldOut: 'Sold out for these dates',
  left: (count: number) => `${count} left`,
  tooFew: (count: number, adults: number) =>
    `Only ${count} ${count === 1 ? 'room' : 'rooms'} left: not enough for ${adults} ${adults === 1 ? 'adult' : 'adults'}`,
  chooseRoom: 'Please choose a room type.',
  unknownRoom: 'This room type cannot be booked. Please search again and choose another.',
  tooManyRoomNights: (cap: number) =>
    `A stay booked online can hold at most ${cap} room-nights (rooms × nights). For a larger stay, please contact us and we will arrange it with you.`,
  paidWithoutRoom:
    'We received your payment, but the last room for these dates was taken while you were paying. We are sorry: nothing is booked, and we will refund you in full. You do not need to do anything.',
} as const;

/** "2 left" is shown when this few rooms or fewer are free. */
export const FEW_ROOMS_LEFT = 3;

/** A stay's rooms: enough for every adult, e.g. 5 adults in rooms of 2 take 3. */
export function roomsNeeded(adults: number, adultsPerRoom: number): number {
  return Math.ceil(adults / adultsPerRoom);
}

/** The retreat's rooms: one per guest alone, one per two guests sharing. */
export function retreatRoomsNeeded(occupancy: RetreatOccupancy, guests: number): number {
  return occupancy === 'single' ? guests : Math.ceil(guests / 2);
}
