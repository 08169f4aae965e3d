import { eq } from 'drizzle-orm';
import { slotOfTime } from '#app/lib/class-times.ts';
import { todayIn, wallClockIn } from '#app/lib/dates.ts';
import type { Database } from '../db/client.ts';
import { type AppointmentBookingDetails, authUser, bookings, practitioners } from '../db/schema.ts';

// An appointment's booking keeps who gives the session as it read when the time was taken (the mails, the
// guest's page and the reports name them from it), whichever way it was booked: online, at the estate, on a
// stay's bill, by staff, or moved by the guest.

type BookingRow = typeof bookings.$inferSelect;

/** What a session costs: its in-stay price when it is booked as part of a stay (when the service has one). */
export function sessionPricePaise(service: { pricePaise: number; stayPricePaise: number | null }, fromStay: boolean): number {
  return fromStay ? (service.stayPricePaise ?? service.pricePaise) : service.pricePaise;
}

/**
 * A session's day and clock time in the estate's zone, as a booking's date and slot are written (a class's
 * '10:30 AM'): the mails, the calendar file and the cancellation policy read them so.
 */
export function sessionDay(timeZone: string, startsAt: Date): { eventDate: string; selectedSlot: string } {
  return { eventDate: todayIn(timeZone, startsAt), selectedSlot: slotOfTime(wallClockIn(timeZone, startsAt).slice(11)) };
}
type BookingChanges = Partial<typeof bookings.$inferInsert>;

/** The practitioner's name and title as a booking's details carry them (nulls for one no longer found). */
export async function practitionerCredit(
  db: Pick<Database, 'select'>,
  practitionerId: string,
): Promise<Pick<AppointmentBookingDetails, 'practitionerName' | 'practitionerTitle'>> {
  const [who] = await db
    .select({ name: authUser.name, title: practitioners.title })
    .from(practitioners)
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .where(eq(practitioners.id, practitionerId));
  return { practitionerName: who?.name ?? null, practitionerTitle: who?.title ?? null };
}

/** Writes the session onto its booking's details, naming its practitioner, with any other changes to the row. */
export async function nameAppointmentBooking(
  db: Database,
  bookingId: string,
  session: Omit<AppointmentBookingDetails, 'kind' | 'practitionerName' | 'practitionerTitle'> & { practitionerId: string },
  changes: BookingChanges = {},
): Promise<BookingRow | undefined> {
  const [named] = await db
    .update(bookings)
    .set({ ...changes, details: { kind: 'appointment', ...session, ...(await practitionerCredit(db, session.practitionerId)) } })
    .where(eq(bookings.id, bookingId))
    .returning();
  return named;
}
