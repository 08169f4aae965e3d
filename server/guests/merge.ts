import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { GUEST_MESSAGES } from '#app/lib/admin/guest-messages.ts';
import type { GuestMatch } from '#app/lib/admin/guest-view.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like.ts';
import { bookingGuests, bookings, erasureRequests, guestPractitioners, guests, healthAccessLog } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { auditable, guestView, phoneDigitsOf } from './profile.ts';

// Two records of one person made one: staff choose the duplicate on the kept guest's profile.

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type GuestRow = typeof guests.$inferSelect;

/**
 * Every column that points at a guest: a merge moves each from the duplicate to the kept guest. A test
 * compares this list with the database's foreign keys, so a new table that refers to guests joins it.
 */
export const GUEST_REFERENCES = [
  { table: bookings, column: bookings.guestId, name: 'bookings.guest_id' },
  { table: bookingGuests, column: bookingGuests.guestId, name: 'booking_guests.guest_id' },
  { table: healthAccessLog, column: healthAccessLog.guestId, name: 'health_access_log.guest_id' },
  { table: guestPractitioners, column: guestPractitioners.guestId, name: 'guest_practitioners.guest_id' },
  { table: erasureRequests, column: erasureRequests.guestId, name: 'erasure_requests.guest_id' },
] as const;

/** The profile fields a merge fills on the kept guest when it has none. */
const FILLED = ['email', 'phone', 'dateOfBirth', 'dietaryNeeds', 'allergies', 'emergencyContact'] as const;

/**
 * The kept guest as it is after the merge: its own values, the duplicate's where it had none, both guests'
 * notes, and a line keeping the duplicate's name, e-mail and phone where they were not taken over.
 */
function merged(kept: GuestRow, duplicate: GuestRow) {
  const fields: Partial<GuestRow> = {};
  for (const field of FILLED) if (kept[field] === null && duplicate[field] !== null) fields[field] = duplicate[field];
  const email = fields.email ?? kept.email;
  const phone = fields.phone ?? kept.phone;
  const others = [
    duplicate.name !== kept.name ? duplicate.name : null,
    duplicate.email !== email ? duplicate.email : null,
    duplicate.phone !== phone ? duplicate.phone : null,
  ].filter(Boolean);
  const notes = [kept.staffNotes, duplicate.staffNotes, others.length ? `Merged from ${others.join(', ')}.` : null].filter(Boolean);
  if (notes.length) fields.staffNotes = notes.join('\n\n');
  return fields;
}

/**
 * Merges the duplicate into the kept guest in one transaction, both rows locked (in id order, so two staff
 * merging the same pair either way round wait for each other rather than deadlock): every reference moves,
 * empty fields are filled, notes joined, the duplicate deleted, and both changes audited.
 */
export async function mergeGuests(db: Database, actor: Actor, keptId: string, duplicateId: string) {
  if (keptId === duplicateId) throw new Refusal(GUEST_MESSAGES.mergeSelf, 400);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(guests)
      .where(inArray(guests.id, [keptId, duplicateId]))
      .orderBy(asc(guests.id))
      .for('update');
    const kept = rows.find((row) => row.id === keptId);
    const duplicate = rows.find((row) => row.id === duplicateId);
    if (!kept) return null;
    if (!duplicate) throw new Refusal(GUEST_MESSAGES.mergeMissing, 404);

    let moved = 0;
    for (const reference of GUEST_REFERENCES) {
      const updated = await tx
        .update(reference.table)
        .set({ guestId: keptId })
        .where(eq(reference.column, duplicateId))
        .returning({ id: reference.table.id });
      if (reference.table === bookings) moved += updated.length;
    }
    // Deleted first: the duplicate's e-mail or phone may be about to become the kept guest's, and each is unique.
    await tx.delete(guests).where(eq(guests.id, duplicateId));
    const fields = merged(kept, duplicate);
    const [after] = await tx
      .update(guests)
      .set({
        ...fields,
        ...(fields.phone !== undefined ? { phoneDigits: phoneDigitsOf(fields.phone) } : {}),
        editedByStaffAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(guests.id, keptId))
      .returning();
    const mergedFrom = `${duplicate.name}${duplicate.email ? ` <${duplicate.email}>` : ''} (${moved} bookings)`;
    await recordAudit(tx, {
      actor,
      entity: 'guest',
      entityId: keptId,
      action: 'update',
      before: { ...auditable(kept), mergedFrom: null },
      after: { ...auditable(after!), mergedFrom },
    });
    await recordAudit(tx, {
      actor,
      entity: 'guest',
      entityId: duplicateId,
      action: 'delete',
      before: { ...auditable(duplicate), mergedInto: keptId },
      after: null,
    });
    return { kept: guestView(after!), duplicate: guestView(duplicate), moved };
  });
}

/**
 * Guests whose name, e-mail or phone contain the words searched, those who booked most first: other than
 * `exceptId` when merging, everyone when staff look a guest up to book for them.
 */
export async function searchGuests(db: Database, query: string, exceptId: string | null, limit = 10): Promise<GuestMatch[]> {
  const words = query.trim();
  if (words.length < 2) return [];
  const pattern = likePattern(words);
  const digits = words.replace(/\D/g, '');
  const count = sql<number>`count(${bookings.id})`.mapWith(Number);
  return db
    .select({ id: guests.id, name: guests.name, email: guests.email, phone: guests.phone, bookings: count })
    .from(guests)
    .leftJoin(bookings, eq(bookings.guestId, guests.id))
    .where(
      and(
        exceptId ? ne(guests.id, exceptId) : undefined,
        or(
          ilike(guests.name, pattern),
          ilike(guests.email, pattern),
          // A whole number as the trigger reads it (+91 taken off), or a part of one as typed.
          digits.length >= 4 ? sql`${guests.phoneDigits} like '%' || coalesce(guest_phone_digits(${digits}), ${digits}) || '%'` : undefined,
        ),
      ),
    )
    .groupBy(guests.id)
    .orderBy(desc(count), asc(guests.name))
    .limit(limit);
}
