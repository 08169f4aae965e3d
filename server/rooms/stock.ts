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

/** Closed nights, both ends included; a null type closes the whole estate, a unit only itself. */
export interface StockClosure {
  roomTypeId: string | null;
  /** One active unit of the type: the type sells one room fewer on these nights. */
  unitId?: string | null;
  firstNight: string;
  lastNight: string;
}

export interface NightStock {
  night: string;
  /** Rooms the type sells that night: none when it is closed or inactive, fewer by each closed unit. */
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

function covers(closure: StockClosure, night: string): boolean {
  return closure.firstNight <= night && night <= closure.lastNight;
}

/** The whole type (or the estate) is closed on the night; a closed unit alone does not close its type. */
export function isClosed(typeId: string, night: string, closures: readonly StockClosure[]): boolean {
  return closures.some(
    (closure) => !closure.unitId && (closure.roomTypeId === null || closure.roomTypeId === typeId) && covers(closure, night),
  );
}

/** How many of the type's units are closed on the night (each counted once). */
export function closedUnitsOn(typeId: string, night: string, closures: readonly StockClosure[]): number {
  const units = new Set<string>();
  for (const closure of closures) if (closure.unitId && closure.roomTypeId === typeId && covers(closure, night)) units.add(closure.unitId);
  return units.size;
}

export function takenOn(typeId: string, night: string, holds: readonly StockHold[]): number {
  let taken = 0;
  for (const hold of holds) if (hold.roomTypeId === typeId && hold.checkIn <= night && night < hold.checkOut) taken += hold.rooms;
  return taken;
}

export function nightStock(type: StockType, night: string, holds: readonly StockHold[], closures: readonly StockClosure[]): NightStock {
  const closed = isClosed(type.id, night, closures);
  const total = closed || !type.active ? 0 : Math.max(0, type.roomCount - closedUnitsOn(type.id, night, closures));
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
