import type { ReactNode } from 'react';
import { ExternalLink } from '#app/components/ui/external-link.tsx';
import { confirmationCopy as copy } from '#app/content/booking-confirmation.ts';
import type { ArrivalNotes } from '#app/lib/arrival-notes.ts';
import { formatLongUsWeekdayDate } from '#app/lib/dates.ts';
import type { GuestBooked, GuestBookingView, GuestPayment } from '#app/lib/guest-booking.ts';
import { guestsText, retreatOccupancy } from '#app/lib/retreat-quote.ts';
import { type SiteSettings, telHref } from '#app/lib/site.ts';
import { chosenRoomText } from '#app/lib/stay-rooms-view.ts';

// The pieces of the guest's booking page: what was booked, the payment, "Add to calendar", how to get
// here and what to bring. Plain server-rendered markup: all of it reads without JavaScript and in print.

export const card =
  'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-7 print:break-inside-avoid print:rounded-none print:p-0 print:shadow-none print:ring-0';
const cardHeading = 'font-display text-2xl font-semibold text-forest-900 print:text-black';
const linkClass = 'text-forest-800 underline underline-offset-4 hover:text-clay-700 print:text-black';

/** One card of the page, named by its heading. */
function TitledCard({
  headingId,
  heading,
  hideInPrint = false,
  children,
}: {
  headingId: string;
  heading: string;
  hideInPrint?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={hideInPrint ? `${card} print:hidden` : card}>
      <h2 id={headingId} className={cardHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-sand-200 py-3 last:border-b-0 sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted print:text-black">{term}</dt>
      <dd className="mt-0.5 break-words text-ink sm:mt-0">{children}</dd>
    </div>
  );
}

function BookedFacts({ booked }: { booked: GuestBooked }) {
  switch (booked.kind) {
    case 'event':
      return (
        <>
          <Fact term="Date">{formatLongUsWeekdayDate(booked.date)}</Fact>
          <Fact term="Time">{booked.time}</Fact>
          {booked.duration ? <Fact term="Duration">{booked.duration}</Fact> : null}
        </>
      );
    case 'retreat':
      return (
        <>
          <Fact term="Starts">{formatLongUsWeekdayDate(booked.startDate)}</Fact>
          {booked.endDate ? <Fact term="Ends">{formatLongUsWeekdayDate(booked.endDate)}</Fact> : null}
          {booked.occupancy ? <Fact term="Occupancy">{retreatOccupancy(booked.occupancy)?.label ?? booked.occupancy}</Fact> : null}
          {booked.guests ? <Fact term="Guests">{guestsText(booked.guests)}</Fact> : null}
          {booked.room ? <Fact term="Room">{chosenRoomText(booked.room.typeName, booked.room.rooms)}</Fact> : null}
        </>
      );
    case 'stay':
      return (
        <>
          <Fact term="Check-in">{formatLongUsWeekdayDate(booked.checkIn)}</Fact>
          {booked.checkOut ? <Fact term="Check-out">{formatLongUsWeekdayDate(booked.checkOut)}</Fact> : null}
          {booked.nights ? <Fact term="Nights">{plural(booked.nights, 'night', 'nights')}</Fact> : null}
          {booked.adults ? <Fact term="Adults">{plural(booked.adults, 'adult', 'adults')}</Fact> : null}
          {booked.room ? <Fact term="Room">{chosenRoomText(booked.room.typeName, booked.room.rooms)}</Fact> : null}
          {booked.promoCode ? (
            <Fact term="Promo code">
              <span className="font-mono">{booked.promoCode}</span>
            </Fact>
          ) : null}
        </>
      );
    case 'appointment':
      return (
        <>
          <Fact term="Service">{booked.service}</Fact>
          {booked.practitioner ? <Fact term="With">{booked.practitioner}</Fact> : null}
          <Fact term="Date">{formatLongUsWeekdayDate(booked.date)}</Fact>
          <Fact term="Time">{booked.time}</Fact>
          {booked.duration ? <Fact term="Duration">{booked.duration}</Fact> : null}
        </>
      );
    case 'training':
      return (
        <>
          <Fact term="Starts">{formatLongUsWeekdayDate(booked.startDate)}</Fact>
          {booked.endDate ? <Fact term="Ends">{formatLongUsWeekdayDate(booked.endDate)}</Fact> : null}
          {booked.application ? <Fact term="Application">{booked.application}</Fact> : null}
        </>
      );
  }
}

export function WhatYouBooked({ view }: { view: GuestBookingView }) {
  return (
    <section aria-labelledby="booked-heading" className={card}>
      <h2 id="booked-heading" className="eyebrow font-sans text-clay-700 print:text-black">
        What you booked
      </h2>
      <p className={`mt-2 ${cardHeading} text-3xl`}>{view.title}</p>
      <dl className="mt-4">
        <BookedFacts booked={view.booked} />
        <Fact term="Name">{view.name}</Fact>
      </dl>
    </section>
  );
}

function paymentNote(payment: GuestPayment, status: GuestBookingView['status']): string | null {
  if (payment.state === 'paid') return null;
  if (status === 'cancelled') return copy.payment.nothingCharged;
  if (payment.state === 'owed') return status === 'confirmed' ? copy.payment.owed.confirmed : copy.payment.owed.text;
  return status === 'pending' ? copy.payment.atEstate.pending : copy.payment.atEstate.confirmed;
}

export function PaymentCard({ payment, status }: { payment: GuestPayment; status: GuestBookingView['status'] }) {
  const label =
    payment.state === 'paid' ? copy.payment.paid.label : payment.state === 'owed' ? copy.payment.owed.label : copy.payment.atEstate.label;
  const note = paymentNote(payment, status);
  return (
    <TitledCard headingId="payment-heading" heading="Payment">
      <dl className="mt-3">
        <dt className="text-sm font-semibold text-muted print:text-black">{label}</dt>
        <dd className="font-display text-4xl font-semibold text-forest-900 print:text-black">{payment.amount}</dd>
        {payment.state === 'paid' && payment.discount ? <dd className="text-sm text-muted print:text-black">{payment.discount}</dd> : null}
        {payment.state === 'paid' && payment.deposit ? <dd className="text-sm text-muted print:text-black">{payment.deposit}</dd> : null}
        {payment.state === 'paid' && payment.due ? (
          <>
            <dt className="mt-3 text-sm font-semibold text-muted print:text-black">{copy.payment.paid.dueTerm}</dt>
            <dd className="font-display text-2xl font-semibold text-forest-900 print:text-black">{payment.due.amount}</dd>
            <dd className="text-sm print:text-black">{payment.due.text}</dd>
          </>
        ) : null}
        {payment.state === 'paid' && payment.paymentId ? (
          <>
            <dt className="mt-3 text-sm font-semibold text-muted print:text-black">{copy.payment.paid.idTerm}</dt>
            <dd className="font-mono text-sm break-all">{payment.paymentId}</dd>
          </>
        ) : null}
      </dl>
      {note ? <p className="mt-3 text-sm text-muted print:text-black">{note}</p> : null}
    </TitledCard>
  );
}

const outlineButton =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-forest-800 px-5 py-2.5 text-center text-sm font-semibold text-forest-900 transition-colors hover:bg-forest-900 hover:text-sand-50';

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

export function AddToCalendar({ calendar }: { calendar: NonNullable<GuestBookingView['calendar']> }) {
  return (
    <TitledCard headingId="calendar-heading" heading={copy.calendar.heading} hideInPrint>
      <p className="mt-2 text-sm text-muted">{copy.calendar.text}</p>
      <ul className="mt-4 space-y-3">
        <li>
          <a href={calendar.icsPath} download className={outlineButton}>
            <CalendarIcon />
            {copy.calendar.ics}
          </a>
          <p className="mt-1 text-center text-xs text-muted">{copy.calendar.icsHint}</p>
        </li>
        <li>
          <ExternalLink href={calendar.googleUrl} className={outlineButton}>
            <CalendarIcon />
            {copy.calendar.google}
          </ExternalLink>
        </li>
      </ul>
    </TitledCard>
  );
}

export function GettingHere({ site }: { site: SiteSettings }) {
  return (
    <TitledCard headingId="getting-here-heading" heading={copy.gettingHere.heading}>
      <address className="mt-3 leading-relaxed not-italic">
        <span className="font-semibold text-forest-900 print:text-black">{site.name}</span>
        <br />
        {site.address}
      </address>
      <ExternalLink href={site.mapUrl} className={`mt-3 inline-block font-semibold ${linkClass} print:hidden`}>
        {copy.gettingHere.map}
      </ExternalLink>
      <dl className="mt-4 space-y-1 text-sm">
        <div>
          <dt className="inline font-semibold text-muted print:text-black">{copy.gettingHere.phoneTerm}: </dt>
          <dd className="inline">
            <a href={telHref(site.phone)} className={linkClass}>
              {site.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-muted print:text-black">{copy.gettingHere.emailTerm}: </dt>
          <dd className="inline">
            <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
              {site.email}
            </a>
          </dd>
        </div>
      </dl>
    </TitledCard>
  );
}

export function BeforeYouArrive({ notes }: { notes: ArrivalNotes }) {
  return (
    <TitledCard headingId="arrival-heading" heading={copy.arrival.heading}>
      <h3 className="mt-4 font-sans text-xs font-semibold tracking-[0.14em] text-forest-800 uppercase print:text-black">
        {copy.arrival.when}
      </h3>
      {/* By position: the owner may write two alike. */}
      {notes.when.map((sentence, index) => (
        <p key={index} className="mt-1">
          {sentence}
        </p>
      ))}
      {/* The owner may leave a session's list empty. */}
      {notes.bring.length ? (
        <>
          <h3 className="mt-5 font-sans text-xs font-semibold tracking-[0.14em] text-forest-800 uppercase print:text-black">
            {copy.arrival.bring}
          </h3>
          <ul className="mt-2 space-y-1.5">
            {notes.bring.map((item, index) => (
              <li key={index} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-400 print:bg-black" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </TitledCard>
  );
}
