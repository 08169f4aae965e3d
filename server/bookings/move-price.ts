import type { StayMoveQuote } from '#app/lib/admin/move-booking.ts';
import type { StayPrice } from '#app/lib/stay-price.ts';
import { nightsOf } from '../rooms/stock.ts';

// What a moved stay costs: the nights it keeps keep the price they were sold at, and the nights it gains
// are priced at the rates in force now (the new quote, by the guest's own pricing). A booking that knows
// each night's price (nightPaise) keeps those nights' share of what it was sold at, so a discount stays on
// them and a later change of rates never reaches them; one made before, or whose adults change, keeps its
// price per adult and night. Rounded once, on the kept part, so that a move that changes nothing costs
// exactly what was paid.

export interface StayDates {
  checkIn: string;
  checkOut: string;
  adults: number;
}

export interface BookedStay extends StayDates {
  pricePaise: number;
  /** Each night's list price as sold, from check-in; absent on bookings made before rates per type. */
  nightPaise?: number[] | undefined;
}

/** The move's quote and the nights' prices the moved booking keeps (nightPaise of its details). */
export function quoteStayMove(booked: BookedStay, next: StayDates, nextPrice: StayPrice): StayMoveQuote & { nightPaise: number[] } {
  const bookedNights = nightsOf(booked.checkIn, booked.checkOut);
  const soldAt = new Map(bookedNights.map((night, index) => [night, booked.nightPaise?.[index]]));
  const kept = nextPrice.perNight.filter((each) => soldAt.has(each.night));
  const added = nextPrice.perNight.filter((each) => !soldAt.has(each.night));
  const listed = booked.nightPaise;
  const byNight = listed && listed.length === bookedNights.length && next.adults === booked.adults;
  const listTotal = byNight ? listed.reduce((sum, paise) => sum + paise, 0) : 0;
  const bookedAdultNights = bookedNights.length * booked.adults;
  let keptPaise = 0;
  if (byNight && listTotal > 0) {
    const keptList = kept.reduce((sum, each) => sum + (soldAt.get(each.night) ?? 0), 0);
    keptPaise = Math.round((booked.pricePaise * keptList) / listTotal);
  } else if (!byNight && bookedAdultNights > 0) {
    keptPaise = Math.round((booked.pricePaise * kept.length * next.adults) / bookedAdultNights);
  }
  const addedPaise = added.reduce((sum, each) => sum + each.amountPaise, 0);
  const newPaise = keptPaise + addedPaise;
  // Kept nights carry their share of the kept price, so the next move divides what this one sold.
  const keptShare = (night: string) =>
    byNight && listTotal > 0 ? Math.round((booked.pricePaise * (soldAt.get(night) ?? 0)) / listTotal) : Math.round(keptPaise / kept.length);
  return {
    oldPaise: booked.pricePaise,
    keptNights: kept.length,
    keptPaise,
    addedNights: added.length,
    addedPaise,
    newPaise,
    differencePaise: newPaise - booked.pricePaise,
    nightPaise: nextPrice.perNight.map((each) => (soldAt.has(each.night) ? keptShare(each.night) : each.amountPaise)),
  };
}
