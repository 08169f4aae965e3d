import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { takenText } from '#app/lib/admin/guest-messages.ts';
import type { GuestProfile, GuestView } from '#app/lib/admin/guest-view.ts';
import type { GuestProfileInput } from '#app/lib/schemas/admin/guest.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import { paymentView } from '../bookings/offline-payment.ts';
import type { Database } from '../db/client.ts';
import { bookings, enquiries, guests, mailOutbox, paymentOrders } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

// One guest's profile: what staff keep about the person, and everything the estate has with them, each
// list read by one query (bookings by guest, payments through those bookings, mail and enquiries by the
// guest's address and the addresses their bookings were made with).

type Actor = Pick<StaffSession, 'userId' | 'email'>;
type GuestRow = typeof guests.$inferSelect;

/** The digits a phone is matched by: the database's own function, so the trigger and staff edits agree. */
export const phoneDigitsOf = (phone: string | null) => sql<string | null>`guest_phone_digits(${phone})`;

export function guestView(row: GuestRow): GuestView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    dietaryNeeds: row.dietaryNeeds,
    allergies: row.allergies,
    emergencyContact: row.emergencyContact,
    staffNotes: row.staffNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The guest with every booking, payment, mail and enquiry; null when there is no such guest. */
export async function findGuestProfile(db: Database, id: string): Promise<GuestProfile | null> {
  const [row] = await db.select().from(guests).where(eq(guests.id, id));
  if (!row) return null;
  const address = row.email?.toLowerCase() ?? null;
  const [bookingRows, paymentRows, mailRows, enquiryRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        kind: bookings.kind,
        eventTitle: bookings.eventTitle,
        eventDate: bookings.eventDate,
        selectedSlot: bookings.selectedSlot,
        status: bookings.status,
        price: bookings.price,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(eq(bookings.guestId, id))
      .orderBy(desc(bookings.createdAt), desc(bookings.id)),
    db
      .select({ order: paymentOrders, bookingReference: bookings.reference })
      .from(paymentOrders)
      .innerJoin(bookings, eq(paymentOrders.bookingId, bookings.id))
      .where(and(eq(bookings.guestId, id), eq(paymentOrders.state, 'paid')))
      .orderBy(asc(paymentOrders.paidAt), asc(paymentOrders.id)),
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        subject: mailOutbox.subject,
        state: mailOutbox.state,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(
        or(
          address ? eq(sql`lower(${mailOutbox.to})`, address) : undefined,
          // About one of the guest's bookings, to the address it was booked with: a merged guest's other address too.
          sql`(${mailOutbox.bookingId}, lower(${mailOutbox.to})) in (select ${bookings.id}, lower(${bookings.customerEmail}) from ${bookings} where ${bookings.guestId} = ${id})`,
        ),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200),
    db
      .select()
      .from(enquiries)
      .where(
        or(
          address ? eq(sql`lower(${enquiries.email})`, address) : undefined,
          sql`lower(${enquiries.email}) in (select lower(${bookings.customerEmail}) from ${bookings} where ${bookings.guestId} = ${id})`,
        ),
      )
      .orderBy(desc(enquiries.createdAt))
      .limit(100),
  ]);
  return {
    guest: guestView(row),
    bookings: bookingRows.map((booking) => ({ ...booking, createdAt: booking.createdAt.toISOString() })),
    payments: paymentRows.map(({ order, bookingReference }) => ({
      ...paymentView(order),
      id: order.id,
      bookingId: order.bookingId!,
      bookingReference,
    })),
    mails: mailRows.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      subject: mail.subject,
      state: mail.state,
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
    })),
    enquiries: enquiryRows.map((enquiry) => ({
      id: enquiry.id,
      subject: enquiry.subject,
      message: enquiry.message,
      handled: enquiry.handledAt !== null,
      createdAt: enquiry.createdAt.toISOString(),
    })),
  };
}

/**
 * Another guest who already has the e-mail address or (both without an e-mail) the phone number the profile
 * is to have: the two unique indexes would refuse the save, so staff are told whom to merge with instead.
 */
async function refuseTaken(tx: Database, id: string, input: Pick<GuestProfileInput, 'email' | 'phone'>) {
  if (input.email) {
    const [other] = await tx
      .select({ name: guests.name })
      .from(guests)
      .where(and(eq(sql`lower(${guests.email})`, input.email), ne(guests.id, id)));
    if (other)
      throw new Refusal(takenText('e-mail address', other.name), 409, {
        fieldErrors: { email: [takenText('e-mail address', other.name)] },
      });
  }
  if (!input.email && input.phone) {
    const [other] = await tx
      .select({ name: guests.name })
      .from(guests)
      .where(and(eq(guests.phoneDigits, phoneDigitsOf(input.phone)), sql`${guests.email} is null`, ne(guests.id, id)));
    if (other)
      throw new Refusal(takenText('phone number', other.name), 409, { fieldErrors: { phone: [takenText('phone number', other.name)] } });
  }
}

/** Saves the profile staff edited, audited; null when there is no such guest. */
export async function updateGuestProfile(
  db: Database,
  actor: Actor,
  id: string,
  input: Omit<GuestProfileInput, 'intent' | 'id'>,
  retried = false,
): Promise<GuestView | null> {
  // One address in any letter case is one guest's: stored as the trigger stores it, lower-cased.
  input = { ...input, email: input.email?.trim().toLowerCase() || null };
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(guests).where(eq(guests.id, id)).for('update');
      if (!before) return null;
      await refuseTaken(tx, id, input);
      const [after] = await tx
        .update(guests)
        .set({ ...input, phoneDigits: phoneDigitsOf(input.phone), editedByStaffAt: new Date(), updatedAt: new Date() })
        .where(eq(guests.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        entity: 'guest',
        entityId: id,
        action: 'update',
        before: auditable(before),
        after: auditable(after!),
      });
      return guestView(after!);
    });
  } catch (error) {
    // Another save took the address between the check and the write.
    if (!retried && isUniqueViolation(error)) return updateGuestProfile(db, actor, id, input, true);
    throw error;
  }
}

/** The profile's fields as the history shows them: the bookkeeping ones say nothing a person did. */
export function auditable(row: GuestRow) {
  const { editedByStaffAt: _edited, phoneDigits: _digits, ...fields } = row;
  return fields;
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
