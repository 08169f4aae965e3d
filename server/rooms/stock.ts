import { addDays } from '#app/lib/dates.ts';

// The night arithmetic, without a database: how many rooms of a type are free on each night, given its
// size, the holds that count and the closed nights. inventory.ts loads these and locks what it reads.

export interface StockType {
  id: string;
  roomCount: number;
  active: boolean;
}

/** Rooms taken from checkIn's night up to, not including, checkOut's. */
export interface StockHold {
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
}

/** Closed nights, both ends included; a null type closes the whole estate. */
export interface StockClosure {
  roomTypeId: string | null;
  firstNight: string;
  lastNight: string;
}

export interface NightStock {
  night: string;
  /** Rooms the type sells that night: none when it is closed or inactive. */
  total: number;
  taken: number;
  free: number;
  closed: boolean;
}

/** The nights of a stay: checkIn, the day after, … up to the day before checkOut. Empty when checkOut is not later. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

export function isClosed(typeId: string, night: string, closures: readonly StockClosure[]): boolean {
  return closures.some(
    (closure) =>
      (closure.roomTypeId === null || closure.roomTypeId === typeId) && closure.firstNight <= night && night <= closure.lastNight,
  );
}

export function takenOn(typeId: string, night: string, holds: readonly StockHold[]): number {
  let taken = 0;
  for (const hold of holds) if (hold.roomTypeId === typeId && hold.checkIn <= night && night < hold.checkOut) taken += hold.rooms;
  return taken;
}

export function nightStock(type: StockType, night: string, holds: readonly StockHold[], closures: readonly StockClosure[]): NightStock {
  const closed = isClosed(type.id, night, closures);
  const total = closed || !type.active ? 0 : type.roomCount;
  const taken = takenOn(type.id, night, holds);
  return { night, total, taken, free: Math.max(0, total - taken), closed };
}

/** The rooms of a type free on every one of the nights: what a booking of those nights can take. */
export function freeRooms(
  type: StockType,
  nights: readonly string[],
  holds: readonly StockHold[],
  closures: readonly StockClosure[],
): number {
  if (nights.length === 0) return 0;
  return Math.min(...nights.map((night) => nightStock(type, night, holds, closures).free));
}
