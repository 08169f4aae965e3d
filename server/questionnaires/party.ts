import { eq, sql } from 'drizzle-orm';
import { todayIn } from '#app/lib/dates.ts';
import { type FormStatus, GUEST_FORMS_MESSAGES as M, type NameGuestInput, type PartyView } from '#app/lib/guest-forms.ts';
import type { Database } from '../db/client.ts';
import { bookingGuests, bookings } from '../db/schema.ts';
import { dateRange } from '../mail/booking-times.ts';
import { bookingFacts, oneLine } from '../mail/messages/booking-facts.ts';
import { compose, estateOf } from '../mail/messages/layout.ts';
import { queueMails } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import { Refusal } from '../refusal.ts';
import { formStatesOf, partySizeOf } from './due.ts';
import { guestFormsLink, guestFormsPath } from './guest-link.ts';

// Everyone a booking is for, as its booking page shows them: the booker as guest 1, each other place
// named by the booker before arrival (found or made as a guest profile the way bookings find theirs),
// with how far each has got with the booking's forms and the link to pass on. Never the answers.

type BookingRow = typeof bookings.$inferSelect;

/** The first and last day of what was booked. */
export function bookingDays(row: Pick<BookingRow, 'selectedSlot' | 'eventDate'>): { from: string; to: string } {
  return dateRange(row.selectedSlot) ?? { from: row.eventDate, to: row.eventDate };
}

/** Why no guest may be named now, or null while they may. */
function namingClosed(row: BookingRow, today: string): string | null {
  if (row.status === 'cancelled' || row.cancellation) return M.namingCancelled;
  return today > bookingDays(row).from ? M.namingClosed : null;
}

/**
 * Names one open place of a booking. The booking's row is held for the transaction, so two namings of
 * the same place at once cannot both take it (the second finds it taken); the unique index on (booking,
 * position) stands behind that. When the guest gave an e-mail, their own link is mailed to them.
 */
export async function nameBookingGuest(
  db: Database,
  bookingId: string,
  input: Omit<NameGuestInput, 'intent'>,
  options: { timeZone: string; now?: Date },
): Promise<{ bookingGuestId: string; guestId: string }> {
  const today = todayIn(options.timeZone, options.now);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw new Refusal('Not found', 404);
    const closed = namingClosed(row, today);
    if (closed) throw new Refusal(closed, 409);
    if (input.position < 2 || input.position > partySizeOf(row)) throw new Refusal(M.placeInvalid, 400);
    const [taken] = await tx
      .select({ id: bookingGuests.id })
      .from(bookingGuests)
      .where(sql`${bookingGuests.bookingId} = ${bookingId} and ${bookingGuests.position} = ${input.position}`);
    if (taken) throw new Refusal(M.placeTaken, 409);
    const found = await tx.execute<{ id: string }>(
      sql`select guest_for_booking(${input.name}, ${input.email ?? null}, ${input.phone ?? null}) as id`,
    );
    const guestId = rowsOf<{ id: string }>(found)[0]?.id;
    if (!guestId) throw new Error('guest_for_booking gave no guest');
    const [member] = await tx
      .insert(bookingGuests)
      .values({ bookingId, guestId, position: input.position })
      .returning({ id: bookingGuests.id });
    if (input.email) {
      const link = await guestFormsLink(member!.id, tx);
      const estate = await estateOf(tx);
      const mail = await buildOrLog('guest-forms-link', { bookingId }, () => ({
        kind: 'guest-forms-link',
        to: input.email!,
        ...compose(estate, {
          subject: oneLine(`Your forms for ${row.eventTitle}`),
          greeting: `Dear ${input.name},`,
          paragraphs: [
            `${row.customerName} has booked ${row.eventTitle} for you too. Before you arrive, please fill in the forms we ask of every guest: your own link below is for you alone.`,
          ],
          facts: bookingFacts(row),
          action: { label: 'Fill in my forms', url: link },
          closing: [`If you have a question, write to ${estate.contactEmail} or call ${estate.contactPhone}.`],
        }),
        dedupeKey: `guest-forms-link:${member!.id}`,
        bookingId,
      }));
      await queueMails(tx, [mail]);
    }
    return { bookingGuestId: member!.id, guestId };
  });
}

/** Rows of a raw query, whichever driver answered it (node-postgres gives { rows }, PGlite too). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The booking page's Guests section: every place, named or open, with each form's status and link. */
export async function bookingPartyView(
  db: Database,
  bookingId: string,
  options: { timeZone: string; now?: Date },
): Promise<PartyView | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const size = partySizeOf(row);
  const party = (await formStatesOf(db, [row])).get(row.id) ?? [];
  const forms = party[0]?.forms ?? [];
  // A booking for one that asks no forms has nothing to show.
  if (size === 1 && forms.length === 0) return null;
  const closed = namingClosed(row, todayIn(options.timeZone, options.now));
  const places = await Promise.all(
    Array.from({ length: Math.max(size, party.length) }, async (_, index) => {
      const member = party.find((one) => one.position === index + 1);
      if (!member) return { position: index + 1, name: null, forms: [], link: null };
      return {
        position: member.position,
        name: member.name,
        forms: member.forms.map((form) => ({ title: form.title, status: form.status as FormStatus, required: form.required })),
        link: member.position === 1 ? await guestFormsPath(member.bookingGuestId, db) : await guestFormsLink(member.bookingGuestId, db),
      };
    }),
  );
  const booker = party.find((member) => member.position === 1);
  const atCheckout = (booker?.forms ?? []).filter((form) => form.fillAt === 'checkout' && form.status !== 'complete');
  const live = row.status !== 'cancelled' && !row.cancellation;
  return {
    size,
    places,
    canName: closed === null,
    closedReason: closed,
    checkoutPrompt:
      booker && live && atCheckout.length > 0
        ? { link: await guestFormsPath(booker.bookingGuestId, db), titles: atCheckout.map((form) => form.title) }
        : null,
  };
}
