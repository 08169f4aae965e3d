import { and, eq, type SQL, sql } from 'drizzle-orm';
import { CARE_MESSAGES } from '#app/lib/care.ts';
import { can } from '#app/lib/staff-roles.ts';
import type { StaffSession } from '../auth/guard.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { guestPractitioners, guests, practitioners } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { doctorGuidedBooking } from './doctor-guided.ts';

// Who may read whose health answers, decided here alone: every loader, action, list and file address of
// the staff side asks this file. The owner reads every guest's. A practitioner (health:view) reads the
// guests assigned to them and, when their account is a doctor's, every guest of a doctor-guided booking
// that is not cancelled: a retreat marked as guided by a doctor, or a stay of at least the owner's
// number of nights (questionnaires/doctor-guided.ts). Any other role reads none, whatever it asks.

type Reader = Pick<Database, 'select'>;

/** What one staff session may read: everything, the guests a practitioner's row opens, or nothing. */
export type CareAccess = { kind: 'all' } | { kind: 'practitioner'; practitionerId: string | null; doctor: boolean } | { kind: 'none' };

export async function careAccessOf(db: Reader, staff: StaffSession): Promise<CareAccess> {
  if (!can(staff.role, 'health:view')) return { kind: 'none' };
  if (staff.role === 'owner') return { kind: 'all' };
  const [row] = await db
    .select({ id: practitioners.id, doctor: practitioners.doctor })
    .from(practitioners)
    .where(eq(practitioners.userId, staff.userId));
  return { kind: 'practitioner', practitionerId: row?.id ?? null, doctor: row?.doctor ?? false };
}

/** Whether the guest whose id is `guestId` (a column or a value) is one of a doctor-guided booking that is not cancelled. */
export function inDoctorGuidedBooking(guestId: SQL | typeof guests.id, fromNights: number): SQL {
  return sql`exists (
    select 1 from booking_guests bg join bookings b on b.id = bg.booking_id
    where bg.guest_id = ${guestId} and b.status <> 'cancelled' and ${doctorGuidedBooking(fromNights)})`;
}

/** A condition on a guest id that holds for the guests `access` may read. */
export async function readableGuests(db: Reader, access: CareAccess, guestId: SQL | typeof guests.id): Promise<SQL> {
  if (access.kind === 'all') return sql`true`;
  if (access.kind === 'none' || !access.practitionerId) return sql`false`;
  const assigned = sql`exists (select 1 from ${guestPractitioners} gp where gp.guest_id = ${guestId} and gp.practitioner_id = ${access.practitionerId})`;
  if (!access.doctor) return assigned;
  const { doctorGuidedFromNights } = await publishedContent(db, 'care');
  return sql`(${assigned} or ${inDoctorGuidedBooking(guestId, doctorGuidedFromNights)})`;
}

/** Whether `staff` may read the health answers of the guest `guestId`. */
export async function mayReadGuest(db: Reader, staff: StaffSession, guestId: string): Promise<boolean> {
  const access = await careAccessOf(db, staff);
  if (access.kind === 'none') return false;
  const condition = await readableGuests(db, access, sql`${guestId}::uuid`);
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.id, guestId), condition));
  return Boolean(row);
}

/** mayReadGuest as a guard: a 403 in words the staff member can act on. */
export async function requireGuestAccess(db: Reader, staff: StaffSession, guestId: string): Promise<void> {
  if (!(await mayReadGuest(db, staff, guestId))) throw new Refusal(CARE_MESSAGES.refused, 403);
}
