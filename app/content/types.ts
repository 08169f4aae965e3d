import type { ClassWeeklyTime } from '../lib/class-times.ts';
import type { EventTag, EventType, RetreatOccupancy } from '../lib/enums.ts';

// Shared types for the site's fixed copy. Pure data shapes, no runtime code.
// Tokens {product}, {email} and {phone} in any string are replaced at render time.

export type TitledText = {
  title: string;
  text: string;
};

export type ContentLink = {
  label: string;
  to: string;
};

export type LegalSection = {
  heading: string;
  paragraphs: string[];
  list?: string[];
};

export type LegalDocument = {
  title: string;
  summary: string;
  /** ISO date, e.g. '2026-11-01' */
  updated: string;
  sections: LegalSection[];
};

export type OfferCard = {
  id: 'stay' | 'rejuvenation';
  title: string;
  text: string;
  items: string[];
};

export type EventKindId = 'corporate' | 'groups' | 'festivals' | 'international';

export type EventKind = {
  id: EventKindId;
  title: 'Corporate' | 'Groups' | 'Festivals' | 'International';
  text: string;
  points?: string[];
};

export type TherapyCategory = {
  id: 1 | 2 | 3 | 4 | 5;
  title: 'Medical Consultations' | 'Diagnostics' | 'Naturopathy Treatments' | 'Emotional Wellness' | 'Creative Therapies';
  description: string;
};

export type StatisticItem = {
  number: string;
  targetNumber: number;
  label: string;
};

export type AboutTabId = 'approach' | 'why' | 'reasons' | 'mission';

export type AboutTab = {
  id: AboutTabId;
  label: 'Our approach' | 'Why choose us' | 'Key reasons' | 'Mission and Vision';
  heading: string;
  paragraphs: string[];
  reasons?: TitledText[];
};

export type LearningBatch = {
  /** ISO dates, first and last day of the course. */
  start: string;
  end: string;
};

export type LearningProgramme = {
  id: 'yttc' | 'aerial';
  title: string;
  summary: string;
  highlights: string[];
  /** The course fee for each participant, in whole rupees; unset, the page says 'Fees on request'. */
  feeRupees?: number;
  /** Every batch announced, past ones included: the page shows only those still to start (app/lib/learning.ts). */
  batches: LearningBatch[];
};

export type Occupancy = {
  id: RetreatOccupancy;
  label: string;
  /** The room's rate for one night, paid by each guest (app/lib/retreat-price.ts derives the rest). */
  nightlyRupees: number;
  /** Guests who may share the room; each pays the per-person total. */
  maxGuests: number;
};

export type Instructor = {
  name: string;
  role: string;
  bio: string;
};

export type ItineraryItem = {
  time: string;
  activity: string;
};

export type ItineraryDay = {
  /** 1 for the day of arrival; the last is the retreat's nights plus one. */
  day: number;
  title: string;
  items: ItineraryItem[];
};

export type ExploreRoute = '/book-your-stay' | '/rejuvenation' | '/learning' | '/calendar' | '/programs' | '/gallery' | '/about';

export type ExploreSection = {
  title: string;
  text: string;
  to: ExploreRoute;
  cta: string;
};

export type { EventTag };

export type DefaultEvent = {
  title: string;
  /** Facilitator line */
  description: string;
  tag: EventTag;
  price: string;
  duration: string;
  timeSlots: string[];
  expandedDescription: string;
  /** Filter By Type on the calendar. */
  type: EventType;
  /** A class paid online when it is booked, at this price per seat in paise; otherwise paid at the estate. */
  onlinePricePaise?: number;
};

export type DefaultClass = {
  title: string;
  description: string;
  instructor: string;
  duration: string;
  price: string;
  capacity: number;
  schedule: string;
  weeklyTimes: ClassWeeklyTime[];
};

export type FooterSection = {
  title: 'More' | 'Media' | 'Our expertise';
  links: ContentLink[];
};

// ---- Page content shapes ----

export type HomeContent = {
  heroTagline: string;
  videoFallback: string;
  intro: { heading: string; paragraphs: string[] };
  aboutBanner: { eyebrow: string; heading: string; text: string };
  offerCards: OfferCard[];
  therapies: { heading: string; intro: string };
  stats: { heading: string; text: string };
  unique: { heading: string; items: TitledText[] };
  services: { heading: string; intro: string; items: TitledText[] };
  events: { heading: string; intro: string; kinds: EventKind[]; cta: string };
  moments: { heading: string; text: string };
  closing: { heading: string; text: string };
};

export type AboutContent = {
  title: string;
  summary: string;
  tabs: AboutTab[];
};

export type ComingSoonContent = {
  heading: string;
  text: string;
  cards: TitledText[];
};

/** One therapy of the home page's panels, as a section of /programs. */
export type ProgramSection = {
  therapyId: TherapyCategory['id'];
  /** What a guest receives, a few lines each. */
  details: string[];
  /** Where to book it besides an enquiry, when the site has such a page. */
  book?: ContentLink;
};

/** One of the specification's two cards, with where it leads. */
export type ProgramCard = TitledText & { action: ContentLink };

export type ProgramsContent = {
  heading: string;
  text: string;
  cards: ProgramCard[];
  sections: ProgramSection[];
  contactLine: string;
};

export type BlogPlaceholderContent = ComingSoonContent & { newsletterLine: string };

export type LearningContent = {
  title: string;
  intro: string;
  programmes: LearningProgramme[];
};

export type RetreatPackage = {
  /** Its page is /rejuvenation/<slug>. */
  slug: string;
  title: string;
  /** The retreat's one length (days is one more): its rooms, its booking's dates and title follow. */
  nights: number;
  days: number;
  summary: string;
  cardText: string;
  /** The programme's fee for each guest, before the room. */
  programmeRupees: number;
  occupancies: Occupancy[];
  description: string[];
  instructors: Instructor[];
  highlights: string[];
  itinerary: ItineraryDay[];
  facilities: string[];
  inclusions: string[];
  exclusions: string[];
  /** Label of the button that opens the booking modal */
  cta: string;
};

export type StayContent = {
  title: string;
  intro: string;
  nightlyRatePerAdultRupees: number;
  minAdults: number;
  maxAdults: number;
  /** A paragraph may say '{rate}': the rate in force as one phrase ("₹3,420 per adult per night"). */
  accommodation: { heading: string; paragraphs: string[]; amenities: string[] };
  /** Times of day as the site writes them: '12:00 PM'. */
  checkInTime: string;
  checkOutTime: string;
  /** The house rule about photo ID, which staying guests are also asked to bring. */
  idRule: string;
  houseRules: string[];
};

export type ExploreContent = {
  title: string;
  intro: string;
  sections: ExploreSection[];
};

export type ContactContent = {
  title: string;
  intro: string;
  formHeading: string;
  fields: { name: string; email: string; mobile: string; city: string; message: string };
  submitLabel: string;
  success: string;
};

export type FooterContent = {
  tagline: string;
  kinds: string;
  cta: string;
  sections: FooterSection[];
  legal: ContentLink[];
  copyright: string;
  poweredBy: string;
};

export type GalleryContent = {
  title: string;
  intro: string;
  /** Shown when staff have hidden or deleted every photo. */
  empty: string;
  /** Shown when the photos could not be read. */
  loadFailed: string;
};
