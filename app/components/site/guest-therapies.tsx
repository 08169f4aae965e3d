import { TimeChoices } from '#app/components/site/time-choices.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { APPOINTMENT_MESSAGES, GUEST_APPOINTMENT_MESSAGES, STAY_BILL_MESSAGES } from '#app/lib/appointment-messages.ts';
import { formatLongUsWeekdayDate } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';

// A guest's therapies on their booking page: a stay's "add a therapy" (a GET form choosing the service and
// day, answered by /therapies for the stay named by this page's token: its free times within the stay, the
// practitioner and the same checkout) and the therapies booked during it; an appointment's "change time"
// (its free times, moved by a plain POST). Everything works as plain HTML.

interface Person {
  id: string;
  name: string;
  title: string | null;
}

interface Time {
  startsAt: string;
  label: string;
}

export interface AddTherapyOffer {
  firstDay: string;
  lastDay: string;
  services: { id: string; slug: string; name: string; durationMinutes: number; pricePaise: number; practitioners: Person[] }[];
}

export interface ChangeTimeOffer {
  refusal: string | null;
  /** How often and how far ahead the time may change, in the booking's own figures. */
  intro: string;
  firstDay: string;
  lastDay: string;
  day: string;
  practitionerId: string | null;
  practitioners: Person[];
  times: Time[];
}

export interface BookedTherapy {
  service: string;
  practitioner: string;
  reference: string;
  when: string;
  /** What it still owes: its in-stay price while it is on the stay's bill, 0 once paid. */
  duePaise: number;
  /** Its own page (change its time, cancel it). */
  path: string;
}

export interface RescheduleAnswer {
  ok: boolean;
  message: string;
}

const personText = (person: Person) => (person.title ? `${person.name}, ${person.title}` : person.name);
const sectionClass = 'scroll-mt-24 rounded-2xl bg-sand-100 p-6 sm:p-7 print:hidden';
const controlClass = 'min-h-11 rounded-lg border border-sand-300 bg-white px-3 font-normal text-ink';
const labelClass = 'grid gap-1 text-sm font-semibold text-forest-900';
const showButtonClass =
  'min-h-11 rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-900';

function PractitionerSelect({ id, people, value }: { id: string; people: Person[]; value: string | null }) {
  return (
    <label className={labelClass} htmlFor={id}>
      {APPOINTMENT_MESSAGES.practitionerLabel}
      <select id={id} name="practitioner" defaultValue={value ?? ''} className={controlClass}>
        <option value="">{APPOINTMENT_MESSAGES.anyPractitioner}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {personText(person)}
          </option>
        ))}
      </select>
    </label>
  );
}

function DayInput({ id, value, min, max }: { id: string; value: string; min: string; max: string }) {
  return (
    <label className={labelClass} htmlFor={id}>
      {APPOINTMENT_MESSAGES.dayLabel}
      <input id={id} type="date" name="day" defaultValue={value} min={min} max={max} required className={controlClass} />
    </label>
  );
}

/** The therapies booked during the stay, each with what it adds to the stay's bill, and what that comes to. */
export function StayTherapiesList({ booked }: { booked: readonly BookedTherapy[] }) {
  if (booked.length === 0) return null;
  const owedPaise = booked.reduce((sum, therapy) => sum + therapy.duePaise, 0);
  return (
    <section aria-labelledby="stay-therapies-heading" className="scroll-mt-24 rounded-2xl bg-sand-100 p-6 sm:p-7">
      <h2 id="stay-therapies-heading" className="font-display text-2xl font-semibold text-forest-900">
        {GUEST_APPOINTMENT_MESSAGES.addedHeading}
      </h2>
      <ul className="mt-3 space-y-3">
        {booked.map((therapy) => (
          <li key={therapy.reference}>
            <span className="font-semibold text-forest-900">{therapy.service}</span> — {therapy.when}, {therapy.practitioner}{' '}
            <a href={therapy.path} className="text-sm whitespace-nowrap text-forest-800 underline underline-offset-2">
              ({therapy.reference})
            </a>
            <span className="block text-sm font-semibold text-clay-700">
              {therapy.duePaise > 0 ? STAY_BILL_MESSAGES.onBill(formatPaise(therapy.duePaise)) : STAY_BILL_MESSAGES.paid}
            </span>
          </li>
        ))}
      </ul>
      {owedPaise > 0 ? (
        <p className="mt-4 border-t border-sand-300 pt-3 font-semibold text-forest-900">
          {STAY_BILL_MESSAGES.billTotal(formatPaise(owedPaise))}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A confirmed stay still ahead: choose a service and a day of the stay, then /therapies (opened with this
 * page's token) lists its free times within the stay at the in-stay price, with its practitioners and its
 * checkout. This page is React's, and the checkout's dialog is the plain HTML /therapies serves.
 */
export function AddTherapySection({ offer, token }: { offer: AddTherapyOffer; token: string }) {
  return (
    <section id="therapy" aria-labelledby="therapy-heading" className={sectionClass}>
      <h2 id="therapy-heading" className="font-display text-2xl font-semibold text-forest-900">
        {GUEST_APPOINTMENT_MESSAGES.addHeading}
      </h2>
      <p className="mt-2 text-muted">{GUEST_APPOINTMENT_MESSAGES.addIntro}</p>
      <form method="get" action="/therapies#book" className="mt-5 flex flex-wrap items-end gap-4">
        <input type="hidden" name="stay" value={token} />
        <label className={labelClass} htmlFor="therapy-service">
          {GUEST_APPOINTMENT_MESSAGES.serviceLabel}
          <select id="therapy-service" name="service" defaultValue={offer.services[0]?.slug} required className={controlClass}>
            {offer.services.map((each) => (
              <option key={each.id} value={each.slug}>
                {each.name} · {APPOINTMENT_MESSAGES.duration(each.durationMinutes)} · {formatPaise(each.pricePaise)}
              </option>
            ))}
          </select>
        </label>
        <DayInput id="therapy-day" value={offer.firstDay} min={offer.firstDay} max={offer.lastDay} />
        <button type="submit" className={showButtonClass}>
          {APPOINTMENT_MESSAGES.showTimes}
        </button>
      </form>
    </section>
  );
}

/** An appointment's free change of time: a day and practitioner (GET), then a free time (POST). */
export function ChangeTimeSection({ offer, token, answer }: { offer: ChangeTimeOffer; token: string; answer: RescheduleAnswer | null }) {
  const heading = APPOINTMENT_MESSAGES.timesHeading(formatLongUsWeekdayDate(offer.day));
  return (
    <section id="change-time" aria-labelledby="change-time-heading" className={sectionClass}>
      <h2 id="change-time-heading" className="font-display text-2xl font-semibold text-forest-900">
        {GUEST_APPOINTMENT_MESSAGES.changeHeading}
      </h2>
      {answer ? (
        <div className="mt-3">
          <Banner tone={answer.ok ? 'success' : 'error'}>{answer.message}</Banner>
        </div>
      ) : null}
      {offer.refusal ? (
        <p className="mt-3">{offer.refusal}</p>
      ) : (
        <>
          <p className="mt-2 text-muted">{offer.intro}</p>
          <form method="get" action={`/booking/${token}#change-time`} className="mt-5 flex flex-wrap items-end gap-4">
            <DayInput id="change-day" value={offer.day} min={offer.firstDay} max={offer.lastDay} />
            <PractitionerSelect id="change-practitioner" people={offer.practitioners} value={offer.practitionerId} />
            <button type="submit" className={showButtonClass}>
              {APPOINTMENT_MESSAGES.showTimes}
            </button>
          </form>
          <h3 className="mt-6 text-lg font-semibold text-forest-900">{heading}</h3>
          {offer.times.length === 0 ? (
            <p className="mt-2 text-muted">{APPOINTMENT_MESSAGES.noTimes}</p>
          ) : (
            <form method="post" action={`/booking/${token}#change-time`} className="mt-3 space-y-4">
              <input type="hidden" name="intent" value="reschedule" />
              <input type="hidden" name="practitionerId" value={offer.practitionerId ?? ''} />
              <TimeChoices legend={heading} times={offer.times} />
              <button
                type="submit"
                className="min-h-11 rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700"
              >
                {GUEST_APPOINTMENT_MESSAGES.changeButton}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
