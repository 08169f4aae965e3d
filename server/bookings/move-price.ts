import type { StayMoveQuote } from '#app/lib/admin/move-booking.ts';
import { nightsOf } from '../rooms/stock.ts';
import { priceStay } from './pricing.ts';

// What a moved stay costs: the nights it keeps keep the price they were booked at (per adult and night,
// so a stay booked with a discount keeps it on those nights), and the nights it gains are priced at the
// rates in force now, by the guest's own pricing. Rounded once, on the kept part, so that a move that
// changes nothing costs exactly what was paid.

export interface StayDates {
  checkIn: string;
  checkOut: string;
  adults: number;
}

export function quoteStayMove(booked: StayDates & { pricePaise: number }, next: StayDates): StayMoveQuote {
  const full = priceStay(next);
  const bookedNights = new Set(nightsOf(booked.checkIn, booked.checkOut));
  const keptNights = nightsOf(next.checkIn, next.checkOut).filter((night) => bookedNights.has(night)).length;
  const addedNights = full.nights - keptNights;
  const bookedAdultNights = bookedNights.size * booked.adults;
  const keptPaise = bookedAdultNights > 0 ? Math.round((booked.pricePaise * keptNights * next.adults) / bookedAdultNights) : 0;
  // priceStay is the rate × nights × adults, so one night for everyone is its share.
  const addedPaise = (full.amountPaise / full.nights) * addedNights;
  const newPaise = keptPaise + addedPaise;
  return {
    oldPaise: booked.pricePaise,
    keptNights,
    keptPaise,
    addedNights,
    addedPaise,
    newPaise,
    differencePaise: newPaise - booked.pricePaise,
  };
}
