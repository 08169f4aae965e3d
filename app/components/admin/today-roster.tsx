import { Form, Link } from 'react-router';
import { CareSummaryBadge } from '#app/components/admin/care-badges.tsx';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { bookingHref } from '#app/lib/admin/rooms-view.ts';
import { attendanceLabels, type RosterEvent, type RosterGuest, type RosterSlot, TODAY_MESSAGES } from '#app/lib/admin/today-view.ts';
import type { TodayIntent } from '#app/lib/schemas/admin/today.ts';
import { useSite } from '#app/lib/use-site.ts';
import { Badge } from './badge.tsx';
import { buttonClass } from './buttons.ts';
import { CheckInPayButton } from './check-in-pay-dialog.tsx';
import { EmptyState } from './empty-state.tsx';

// The rosters of the day: a card per event, a list per time slot. A wide screen (and paper) reads each
// slot as a table; a phone reads each guest as a card, the buttons large enough for a thumb at the door.

interface DoorRules {
  /** The day shown may be recorded: it is today or before. */
  canMark: boolean;
  today: string;
}

/** One button posting one intent about one booking; its name says whom it is about. */
export function BookingButton({
  intent,
  id,
  label,
  name,
  tone,
}: {
  intent: TodayIntent;
  id: string;
  label: string;
  name: string;
  tone: 'primary' | 'secondary' | 'danger';
}) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClass(tone, 'sm')} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </Form>
  );
}

function Door({ guest, rules }: { guest: RosterGuest; rules: DoorRules }) {
  const { timeZone } = useSite();
  const { attendance } = guest;
  if (attendance) {
    const label = attendanceLabels[attendance.state];
    return (
      <div className="space-y-1">
        <p>
          <span className="font-semibold">{label}</span>{' '}
          <span className="break-words text-muted">
            by {attendance.byEmail}, <time dateTime={attendance.at}>{formatDateTime(attendance.at, timeZone)}</time>
          </span>
        </p>
        {attendance.recordedOn === rules.today ? (
          <div className="print:hidden">
            <BookingButton intent="undo" id={guest.bookingId} label="Undo" name={`${label}, ${guest.customerName}`} tone="secondary" />
          </div>
        ) : null}
      </div>
    );
  }
  if (guest.status === 'cancelled' || !rules.canMark) return <span className="text-muted">—</span>;
  // The server refuses a check-in too early and a no-show before the start; the buttons follow its rule.
  if (!guest.door.checkIn) return <span className="text-muted">{TODAY_MESSAGES.doorNotOpen}</span>;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {guest.owed ? (
        <CheckInPayButton guest={guest} owed={guest.owed} />
      ) : (
        <BookingButton intent="check-in" id={guest.bookingId} label="Check in" name={guest.customerName} tone="primary" />
      )}
      {guest.door.noShow ? (
        <BookingButton intent="no-show" id={guest.bookingId} label="No-show" name={guest.customerName} tone="secondary" />
      ) : null}
    </div>
  );
}

function GuestName({ guest }: { guest: RosterGuest }) {
  return (
    <>
      <span className="block font-medium break-words text-ink">{guest.customerName}</span>
      <Link to={bookingHref(guest)} className="font-mono text-xs text-forest-800 underline underline-offset-4 print:no-underline">
        {guest.reference}
      </Link>{' '}
      <CareSummaryBadge summary={guest.care} />
    </>
  );
}

const Phone = ({ phone }: { phone: string }) => (
  <a
    href={`tel:${phone.replace(/[^\d+]/g, '')}`}
    className="whitespace-nowrap text-forest-800 underline underline-offset-4 print:no-underline"
  >
    {phone}
  </a>
);

const paidText = ({ paid, owed }: RosterGuest) => (!paid ? 'Not paid' : owed ? `Part paid, ${owed} due` : 'Paid');

const head = 'py-2 pr-4 text-left text-xs font-bold tracking-[0.12em] text-forest-900 uppercase';

/** A wide screen and the printed page: one table per slot. */
function SlotTable({ slot, labelledBy, rules }: { slot: RosterSlot; labelledBy: string; rules: DoorRules }) {
  return (
    <table aria-labelledby={labelledBy} className="mt-2 hidden w-full text-left text-sm md:table print:table">
      <thead className="border-b border-sand-200">
        <tr>
          {['Guest', 'Phone', 'Status', 'Paid', 'At the door'].map((column) => (
            <th key={column} scope="col" className={head}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-sand-200">
        {slot.guests.map((guest) => (
          <tr key={guest.bookingId} data-roster-guest={guest.bookingId}>
            <td className="py-3 pr-4 align-top">
              <GuestName guest={guest} />
            </td>
            <td className="py-3 pr-4 align-top">
              <Phone phone={guest.customerPhone} />
            </td>
            <td className="py-3 pr-4 align-top">
              <Badge kind="booking" status={guest.status} />
            </td>
            <td className="py-3 pr-4 align-top whitespace-nowrap">{paidText(guest)}</td>
            <td className="py-3 align-top">
              <Door guest={guest} rules={rules} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A phone: each guest a card. */
function SlotCards({ slot, labelledBy, rules }: { slot: RosterSlot; labelledBy: string; rules: DoorRules }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-2 divide-y divide-sand-200 md:hidden print:hidden">
      {slot.guests.map((guest) => (
        <li key={guest.bookingId} data-roster-guest={guest.bookingId} className="space-y-2 py-3">
          <GuestName guest={guest} />
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Phone phone={guest.customerPhone} />
            <Badge kind="booking" status={guest.status} />
            <span>{paidText(guest)}</span>
          </p>
          <div className="text-sm">
            <Door guest={guest} rules={rules} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function seatsText(slot: RosterSlot): string {
  return slot.capacity === null ? `${slot.booked} booked` : `${slot.booked} / ${slot.capacity} booked`;
}

/** The day's events, each with its slots' guests and the door's buttons. */
export function TodayRosters({ rosters, rules }: { rosters: RosterEvent[]; rules: DoorRules }) {
  return (
    <section aria-labelledby="rosters-title" className="mb-8">
      <h2 id="rosters-title" className="mb-3 text-2xl font-semibold text-forest-900">
        Classes and events
      </h2>
      {rosters.length === 0 ? (
        <EmptyState>{TODAY_MESSAGES.noEvents}</EmptyState>
      ) : (
        <div className="space-y-4">
          {rosters.map((roster, eventIndex) => (
            <article
              key={roster.eventId ?? `title:${roster.title}`}
              aria-labelledby={`roster-${eventIndex}`}
              className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200 sm:p-5 print:break-inside-avoid print:p-0 print:shadow-none print:ring-0"
            >
              <h3 id={`roster-${eventIndex}`} className="text-xl font-semibold break-words text-forest-900">
                {roster.title}
              </h3>
              {roster.slots.map((slot, slotIndex) => {
                const id = `roster-${eventIndex}-${slotIndex}`;
                return (
                  <div key={slot.slot} className="mt-3">
                    <h4 id={id} className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold text-forest-900">
                      <span>{slot.slot}</span>
                      <span className="text-sm font-normal text-muted">
                        {seatsText(slot)}
                        {slot.guests.length === 0 ? ' · nobody booked' : null}
                      </span>
                    </h4>
                    {slot.guests.length === 0 ? null : (
                      <>
                        <SlotTable slot={slot} labelledBy={id} rules={rules} />
                        <SlotCards slot={slot} labelledBy={id} rules={rules} />
                      </>
                    )}
                  </div>
                );
              })}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
