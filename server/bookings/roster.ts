import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { RosterEvent, RosterGuest, RosterSlot } from '#app/lib/admin/today-view.ts';
import { slotMinutes } from '#app/lib/events.ts';
import { formatPaise, priceTextPaise } from '#app/lib/money.ts';
import type { Database } from '../db/client.ts';
import { pick } from '../db/pick.ts';
import { bookingAttendance, bookings, calendarEvents } from '../db/schema.ts';
import { attendanceView } from './attendance.ts';
import { toCsv, zonedColumn } from './csv.ts';
import { doorIsOpen } from './door-window.ts';

// The rosters of a day: each calendar event of the day, each of its time slots in the order
// of the clock, and the guests booked into it with their status, whether they paid and what the door
// recorded. Bookings of the day that name no event of the day still appear, under their own title, so
// nobody booked is missing from the list at the door.

const EVENT_COLUMNS = ['id', 'title', 'timeSlots', 'slotCapacity'] as const;
type EventRow = Pick<typeof calendarEvents.$inferSelect, (typeof EVENT_COLUMNS)[number]>;

// Paid: the payment flow wrote its payment id, or a paid order names the booking.
const paidColumn = sql<boolean>`(${bookings.paymentId} is not null or exists (
  select 1 from payment_orders po where po.booking_id = ${bookings.id} and po.state = 'paid'))`;

/** The price as an amount owed, or null when it is not one (a retreat's range, 'Free'). */
function owedText(price: string): string | null {
  const paise = priceTextPaise(price);
  return paise && paise > 0 ? formatPaise(paise) : null;
}

/** A slot's place on the clock; one that is no time ('By arrangement') goes last, in the order given. */
const clockOrder = (slot: string) => slotMinutes(slot) ?? 24 * 60;

const statusOrder = { confirmed: 0, completed: 0, pending: 1, cancelled: 2 } as const;

function byGuest(a: RosterGuest, b: RosterGuest): number {
  return (
    statusOrder[a.status] - statusOrder[b.status] || a.customerName.localeCompare(b.customerName) || a.reference.localeCompare(b.reference)
  );
}

function slotOf(slot: string, capacity: number | null, guests: RosterGuest[]): RosterSlot {
  const sorted = guests.toSorted(byGuest);
  return { slot, capacity, guests: sorted, booked: sorted.filter((guest) => guest.status !== 'cancelled').length };
}

/** The slots of one event: its own, then any slot a booking names that the event no longer has. */
function slotsOf(event: Pick<EventRow, 'timeSlots' | 'slotCapacity'> | null, guests: (RosterGuest & { slot: string })[]): RosterSlot[] {
  const names = [...new Set([...(event?.timeSlots ?? []), ...guests.map((guest) => guest.slot)])];
  return names
    .map((name, index) => ({ name, index }))
    .toSorted((a, b) => clockOrder(a.name) - clockOrder(b.name) || a.index - b.index)
    .map(({ name }) =>
      slotOf(
        name,
        event?.timeSlots.includes(name) ? event.slotCapacity : null,
        guests.filter((guest) => guest.slot === name),
      ),
    );
}

/** The day's events with their slots' rosters, the earliest first. */
export async function dayRosters(db: Database, day: string, timeZone: string, now: Date = new Date()): Promise<RosterEvent[]> {
  const dayEvents: (EventRow & { cancelledAt: Date | null })[] = await db
    .select({ ...pick(calendarEvents, EVENT_COLUMNS), cancelledAt: calendarEvents.cancelledAt })
    .from(calendarEvents)
    .where(eq(calendarEvents.eventDate, day))
    .orderBy(asc(calendarEvents.title), asc(calendarEvents.id));
  // An event the estate cancelled has no roster: its guests were told and nobody is expected at the door.
  const cancelledIds = new Set(dayEvents.filter((event) => event.cancelledAt).map((event) => event.id));
  const events: EventRow[] = dayEvents.filter((event) => !event.cancelledAt);
  const eventIds = events.map((event) => event.id);
  const rows = await db
    .select({ booking: bookings, paid: paidColumn, attendance: bookingAttendance })
    .from(bookings)
    .leftJoin(bookingAttendance, eq(bookingAttendance.bookingId, bookings.id))
    .where(
      or(
        eventIds.length > 0 ? inArray(bookings.eventId, eventIds) : undefined,
        and(eq(bookings.eventDate, day), eq(bookings.kind, 'event')),
      ),
    );
  const guests = rows
    .filter(({ booking }) => !booking.eventId || !cancelledIds.has(booking.eventId))
    .map(({ booking, paid, attendance }) => ({
      bookingId: booking.id,
      reference: booking.reference,
      customerName: booking.customerName,
      customerPhone: booking.customerPhone,
      customerEmail: booking.customerEmail,
      status: booking.status,
      paid: Boolean(paid),
      // Paid in part (a deposit, a desk payment of some of it): the balance is what the door collects.
      owed: paid ? (booking.duePaise > 0 ? formatPaise(booking.duePaise) : null) : owedText(booking.price),
      door: {
        checkIn: doorIsOpen('checked_in', booking.eventDate, booking.selectedSlot, now, timeZone),
        noShow: doorIsOpen('no_show', booking.eventDate, booking.selectedSlot, now, timeZone),
      },
      attendance: attendance ? attendanceView(attendance, timeZone) : null,
      slot: booking.selectedSlot,
      eventId: booking.eventId && eventIds.includes(booking.eventId) ? booking.eventId : null,
      title: booking.eventTitle,
    }));
  const strip = ({ slot, eventId, title, ...guest }: (typeof guests)[number]) => ({ ...guest, slot });
  const rosters: RosterEvent[] = events.map((event) => ({
    eventId: event.id,
    title: event.title,
    slots: slotsOf(event, guests.filter((guest) => guest.eventId === event.id).map(strip)),
  }));
  // Bookings of no event of the day, one roster per title they carry.
  const strays = guests.filter((guest) => guest.eventId === null);
  for (const title of [...new Set(strays.map((guest) => guest.title))].sort()) {
    rosters.push({ eventId: null, title, slots: slotsOf(null, strays.filter((guest) => guest.title === title).map(strip)) });
  }
  const firstSlot = (roster: RosterEvent) => Math.min(...roster.slots.map((slot) => clockOrder(slot.slot)), 24 * 60);
  return rosters.toSorted((a, b) => firstSlot(a) - firstSlot(b));
}

export const ROSTER_CSV_HEADER = [
  'event_date',
  'event_title',
  'selected_slot',
  'reference',
  'customer_name',
  'customer_phone',
  'customer_email',
  'status',
  'paid',
  'attendance',
  'attendance_by',
  'attendance_at',
  'health_forms',
] as const;

/** The header as written: the attendance time's column names the clock it is read on. */
export const rosterCsvHeader = (timeZone: string) =>
  ROSTER_CSV_HEADER.map((name) => (name === 'attendance_at' ? zonedColumn(name, timeZone) : name));

/**
 * Every roster of the day as one CSV file, a line per booked guest, in the screen's order. Each booking's
 * health forms in one word come from `careWords` (server/care reads them; it stands above this slice),
 * never what a guest answered.
 */
export async function dayRostersCsv(
  db: Database,
  day: string,
  timeZone: string,
  careWords: (bookingIds: string[]) => Promise<Map<string, string>>,
): Promise<string> {
  const rosters = await dayRosters(db, day, timeZone);
  const words = await careWords(rosters.flatMap((roster) => roster.slots.flatMap((slot) => slot.guests.map((guest) => guest.bookingId))));
  const lines = rosters.flatMap((roster) =>
    roster.slots.flatMap((slot) =>
      slot.guests.map((guest) => [
        day,
        roster.title,
        slot.slot,
        guest.reference,
        guest.customerName,
        guest.customerPhone,
        guest.customerEmail,
        guest.status,
        guest.paid ? 'yes' : 'no',
        guest.attendance?.state ?? '',
        guest.attendance?.byEmail ?? '',
        guest.attendance ? new Date(guest.attendance.at) : null,
        words.get(guest.bookingId) ?? '',
      ]),
    ),
  );
  return toCsv(rosterCsvHeader(timeZone), lines, { timeZone });
}
