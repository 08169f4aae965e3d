import { useId } from 'react';
import { Form, Link } from 'react-router';
import { CareSummaryBadge } from '#app/components/admin/care-badges.tsx';
import { offlineMethodOptions } from '#app/lib/admin/offline-payment.ts';
import { bookingHref } from '#app/lib/admin/rooms-view.ts';
import { STAY_DESK_ACTION, STAY_DESK_MESSAGES, type StayDeskLine, type StayDeskView } from '#app/lib/admin/stay-desk.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { formatShortDate } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { buttonClass } from './buttons.ts';

// The stays on Today: arrivals to check in, departures to check out, and who sleeps in which unit
// tonight. Each guest shows their units and what they still owe, which can be paid at the desk: the price
// of an unpaid stay, or what is due on top of a payment (after a move to dearer dates).

function unitsText(line: StayDeskLine): string {
  return line.units.length > 0 ? line.units.map((unit) => unit.name).join(', ') : `${line.rooms} ${line.rooms === 1 ? 'room' : 'rooms'}`;
}

function DoorButton({ line, intent, label }: { line: StayDeskLine; intent: 'stay-check-in' | 'stay-check-out'; label: string }) {
  return (
    <Form method="post" action={STAY_DESK_ACTION} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={line.bookingId} />
      <button type="submit" className={buttonClass('primary', 'sm')} aria-label={`${label}: ${line.customerName}`}>
        {label}
      </button>
    </Form>
  );
}

function TakePayment({ line }: { line: StayDeskLine }) {
  // A guest arriving today is also in house tonight: the form shows twice, each with its own ids.
  const id = useId();
  const methodId = `${id}-method`;
  const referenceId = `${id}-reference`;
  return (
    <Form method="post" action={STAY_DESK_ACTION} preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="take-payment" />
      <input type="hidden" name="id" value={line.bookingId} />
      <div>
        <label htmlFor={methodId} className="block text-xs font-semibold text-forest-900">
          Paid by
        </label>
        <select id={methodId} name="method" className="mt-1 block min-h-11 rounded-lg border border-sand-300 bg-white px-2 text-sm">
          {offlineMethodOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={referenceId} className="block text-xs font-semibold text-forest-900">
          Reference
        </label>
        <input
          id={referenceId}
          name="reference"
          maxLength={100}
          className="mt-1 block min-h-11 w-36 rounded-lg border border-sand-300 px-2 text-sm"
        />
      </div>
      <button
        type="submit"
        className={buttonClass('secondary', 'sm')}
        aria-label={`Take payment of ${formatPaise(line.duePaise)} from ${line.customerName}`}
      >
        Take payment {formatPaise(line.duePaise)}
      </button>
    </Form>
  );
}

function Balance({ line }: { line: StayDeskLine }) {
  if (line.duePaise === 0) return <span className="text-green-900">Paid</span>;
  return <span className="font-semibold text-clay-700">{formatPaise(line.duePaise)} due</span>;
}

function doorText(line: StayDeskLine): string | null {
  if (line.checkedOutAt) return `Checked out by ${line.checkedOutBy}`;
  if (line.checkedInAt) return `Checked in by ${line.checkedInBy}`;
  return null;
}

type DoorAction = 'arrival' | 'departure' | 'in-house' | null;

/** Arrivals are checked in, departures out; a guest in house may still be checked in, or leave early. */
function doorButton(line: StayDeskLine, action: DoorAction) {
  if (!action || line.checkedOutAt) return null;
  if (!line.checkedInAt) return action === 'departure' ? null : <DoorButton line={line} intent="stay-check-in" label="Check in" />;
  return action === 'arrival' ? null : <DoorButton line={line} intent="stay-check-out" label="Check out" />;
}

function StayLine({ line, action, canPay }: { line: StayDeskLine; action: DoorAction; canPay: boolean }) {
  const door = doorText(line);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="font-semibold break-words text-forest-900">
          {line.customerName}{' '}
          <Link to={bookingHref(line)} className="font-mono text-sm font-normal text-forest-800 underline underline-offset-4">
            {line.reference}
          </Link>{' '}
          <CareSummaryBadge summary={line.care} />
        </p>
        <p className="text-sm text-ink">
          {unitsText(line)} · {formatShortDate(line.checkIn)} – {formatShortDate(line.checkOut)} · <Balance line={line} />
        </p>
        {door ? <p className="text-sm text-muted">{door}</p> : null}
        {canPay && line.duePaise > 0 ? <TakePayment line={line} /> : null}
      </div>
      {doorButton(line, action)}
    </li>
  );
}

function StayList({
  id,
  title,
  lines,
  empty,
  action,
  canPay,
}: {
  id: string;
  title: string;
  lines: StayDeskLine[];
  empty: string;
  action: DoorAction;
  canPay: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="px-4 pt-4 text-lg font-semibold text-forest-900 sm:px-5">
        {`${title} (${lines.length})`}
      </h3>
      {lines.length === 0 ? (
        <p className="px-4 py-2 text-sm text-muted sm:px-5">{empty}</p>
      ) : (
        <ul className="divide-y divide-sand-200">
          {lines.map((line) => (
            <StayLine key={`${line.holdId}`} line={line} action={action} canPay={canPay} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Today's stays: check in the arrivals, check out the departures, and who is in house tonight. */
export function TodayStays({ stays, canMark }: { stays: StayDeskView; canMark: boolean }) {
  const can = useStaffCan();
  const canPay = can('booking:update');
  const door = can('today:check-in') && canMark;
  return (
    <section aria-labelledby="today-stays" className="mb-8 rounded-2xl bg-white pb-2 shadow-xs ring-1 ring-sand-200 print:hidden">
      <h2 id="today-stays" className="px-4 pt-4 text-xl font-semibold text-forest-900 sm:px-5 sm:pt-5">
        Stays
      </h2>
      <StayList
        id="today-arrivals"
        title="Arrivals"
        lines={stays.arrivals}
        empty={STAY_DESK_MESSAGES.noArrivals}
        action={door ? 'arrival' : null}
        canPay={canPay}
      />
      <StayList
        id="today-departures"
        title="Departures"
        lines={stays.departures}
        empty={STAY_DESK_MESSAGES.noDepartures}
        action={door ? 'departure' : null}
        canPay={canPay}
      />
      <StayList
        id="today-in-house"
        title="In house"
        lines={stays.inHouse}
        empty={STAY_DESK_MESSAGES.noInHouse}
        action={door ? 'in-house' : null}
        canPay={canPay}
      />
    </section>
  );
}
