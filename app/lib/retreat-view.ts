import { type ImageName, images } from '../content/media-manifest.ts';
import type { RetreatPackage } from '../content/types.ts';
import { formatOrdinalDate } from './dates.ts';
import type { DepositRule } from './deposit-terms.ts';

// A retreat as the pages, the booking dialog and the back-office receive it from the database
// (server/bookings/retreats.ts builds it): the content's shape, with its record's own fields.

/** The retreat every database starts with, at /rejuvenation/package. */
export const FIRST_RETREAT_SLUG = 'package';

/** A fixed start date of a retreat, for a group of `places` guests. */
export interface RetreatDepartureView {
  id: string;
  startDate: string;
  places: number;
  /** Places not yet taken by a booking or a checkout in progress. */
  placesLeft: number;
}

export type RetreatView = Omit<RetreatPackage, 'cta'> & {
  id: string;
  /** A shipped image's manifest name; none, the site's retreat photos. */
  photo: ImageName | null;
  /** What part of the price a guest may pay at checkout (app/lib/deposit-terms.ts). */
  depositRule: DepositRule;
  active: boolean;
  /** Guided by a doctor: its guests' health answers are open to the doctors (server/care/access.ts). */
  doctorGuided: boolean;
  /** Empty: the retreat starts on any bookable day. */
  departures: RetreatDepartureView[];
};

/** A retreat as staff pick it for a guest on the phone: an empty `departures` means any bookable day. */
export interface StaffRetreatChoice {
  slug: string;
  title: string;
  nights: number;
  departures: Pick<RetreatDepartureView, 'startDate' | 'placesLeft'>[];
}

/** A departure as a choice reads: its date and the places it has left. */
export function departureLabel(departure: Pick<RetreatDepartureView, 'startDate' | 'placesLeft'>): string {
  const places = departure.placesLeft === 1 ? '1 place' : `${departure.placesLeft} places`;
  return `${formatOrdinalDate(departure.startDate)} · ${places} left`;
}

export const RETREAT_MESSAGES = {
  unknown: 'That retreat is not offered. Please choose one from the Rejuvenation page.',
  chooseDeparture: 'Please choose one of the retreat’s departure dates.',
  noDepartures: 'Every departure of this retreat is full or past. Please ask us about the next one.',
  full: (places: number) =>
    places === 0
      ? 'That departure is full. Please choose another date.'
      : `That departure has ${places === 1 ? 'one place' : `${places} places`} left. Please choose fewer guests or another date.`,
} as const;

/** The shipped images a retreat may show, by name (app/content/media-manifest.ts). */
export const retreatPhotoNames = Object.keys(images) as ImageName[];

export const isRetreatPhoto = (name: string | null): name is ImageName => name !== null && Object.hasOwn(images, name);
