import { addDays } from '#app/lib/dates.ts';
import { roomsNeeded } from '#app/lib/rooms.ts';
import { quoteStay, type RoomRates, StayPriceError } from '#app/lib/stay-price.ts';
import type { StayRoomChoice } from '#app/lib/stay-rooms-view.ts';
import type { Database } from '../db/client.ts';
import { loadStock, type RoomTypeRow } from './inventory.ts';
import { loadRatesOf } from './rates.ts';
import { freeRooms, nightsOf, nightStock } from './stock.ts';

// What the guest sees before paying: which room types fit their dates and adults, and which nights of a
// month have any room at all. Read without locks: the order takes the rooms under lock and refuses if
// they went meanwhile.

/** Every active type, in the estate's order, with what it has free for these nights and adults. */
export async function stayChoices(
  db: Database,
  stay: { checkIn: string; checkOut: string; adults: number },
  now: Date = new Date(),
): Promise<StayRoomChoice[]> {
  const stock = await loadStock(db, { from: stay.checkIn, to: stay.checkOut }, now);
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const active = stock.types.filter((type) => type.active);
  const rates = await loadRatesOf(db, active);
  return active.map((type) => choice(type, stay, rates.get(type.id)!, freeRooms(type, nights, stock.holds, stock.closures)));
}

/** The type's price for the stay, or the sentence that refuses it (its minimum nights). */
function priced(rates: RoomRates, stay: { checkIn: string; checkOut: string; adults: number }) {
  try {
    const price = quoteStay(rates, stay);
    return { amountPaise: price.amountPaise, perNight: price.perNight, refusal: null };
  } catch (error) {
    if (error instanceof StayPriceError) return { amountPaise: 0, perNight: [], refusal: error.message };
    throw error;
  }
}

function choice(
  type: RoomTypeRow,
  stay: { checkIn: string; checkOut: string; adults: number },
  rates: RoomRates,
  free: number,
): StayRoomChoice {
  const needed = roomsNeeded(stay.adults, type.adultsPerRoom);
  const price = priced(rates, stay);
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    imageUrl: type.imageUrl,
    adultsPerRoom: type.adultsPerRoom,
    roomsNeeded: needed,
    free,
    ...price,
    fits: free >= needed && price.refusal === null,
  };
}

export interface NightOpen {
  night: string;
  /** Some active type has a room free that night. */
  open: boolean;
}

/** Each night of a month ('YYYY-MM') and whether any room is free on it. */
export async function monthAvailability(db: Database, month: string, now: Date = new Date()): Promise<NightOpen[]> {
  const first = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  const stock = await loadStock(db, { from: first, to: `${next}-01` }, now);
  const active = stock.types.filter((type) => type.active);
  return nightsOf(first, `${next}-01`).map((night) => ({
    night,
    open: active.some((type) => nightStock(type, night, stock.holds, stock.closures).free > 0),
  }));
}
