import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bookingGuests,
  bookings,
  erasureRequests,
  guests,
  questionnaireFiles,
  questionnaireResponses,
  questionnaires,
} from '../db/schema.ts';
import { siteHealthKeyring } from '../health/crypto.ts';
import { bookingDays } from './party.ts';
import { openAnswers, openFile } from './sealed.ts';

// What a guest may take with them from their own link, and their request that we erase it. Both act on
// the person whose link it is (their guest profile), across every booking they are on.

/** The guest's data as one JSON document: their profile, the bookings they are on, their answers and files. */
export async function guestDataExport(db: Database, bookingGuestId: string) {
  const [member] = await db
    .select({ guest: guests })
    .from(bookingGuests)
    .innerJoin(guests, eq(guests.id, bookingGuests.guestId))
    .where(eq(bookingGuests.id, bookingGuestId));
  if (!member) return null;
  const { guest } = member;
  const places = await db
    .select({ member: bookingGuests, booking: bookings })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(eq(bookingGuests.guestId, guest.id))
    .orderBy(asc(bookings.eventDate));
  const memberIds = places.map((place) => place.member.id);
  const responses = memberIds.length
    ? await db
        .select({ response: questionnaireResponses, title: questionnaires.title })
        .from(questionnaireResponses)
        .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
        .where(inArray(questionnaireResponses.bookingGuestId, memberIds))
    : [];
  const files = responses.length
    ? await db
        .select()
        .from(questionnaireFiles)
        .where(
          inArray(
            questionnaireFiles.responseId,
            responses.map((row) => row.response.id),
          ),
        )
    : [];
  const keyring = await siteHealthKeyring(db);
  const referenceOf = new Map(places.map((place) => [place.member.id, place.booking.reference]));
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      dateOfBirth: guest.dateOfBirth,
      dietaryNeeds: guest.dietaryNeeds,
      allergies: guest.allergies,
      emergencyContact: guest.emergencyContact,
    },
    bookings: places.map(({ booking, member: place }) => {
      const days = bookingDays(booking);
      return {
        reference: booking.reference,
        what: booking.eventTitle,
        from: days.from,
        to: days.to,
        guest: place.position,
        status: booking.status,
      };
    }),
    answers: responses.map(({ response, title }) => ({
      booking: referenceOf.get(response.bookingGuestId) ?? null,
      questionnaire: title,
      version: response.questionnaireVersion,
      status: response.status,
      keep: response.keep,
      sentAt: response.completedAt?.toISOString() ?? null,
      erased: Boolean(response.erasedAt),
      answers: response.answers && !response.erasedAt ? openAnswers(keyring, response.id, response.answers) : null,
      files: files
        .filter((file) => file.responseId === response.id)
        .map((file) => {
          const opened = openFile(keyring, file.id, { name: file.name, data: file.data });
          return {
            ref: file.id,
            question: file.questionId,
            name: opened.name,
            type: file.type,
            size: file.size,
            base64: opened.bytes.toString('base64'),
          };
        }),
    })),
  };
}

/**
 * Records the guest's request that we erase their data: once while one is open (the guest's row is held,
 * so two requests at once make one). Staff confirm it. 'asked' for a new request, 'open' for one already waiting.
 */
export async function requestErasure(db: Database, bookingGuestId: string): Promise<'asked' | 'open' | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ guestId: bookingGuests.guestId }).from(bookingGuests).where(eq(bookingGuests.id, bookingGuestId));
    if (!member) return null;
    await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, member.guestId)).for('update');
    const [open] = await tx
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(and(eq(erasureRequests.guestId, member.guestId), isNull(erasureRequests.confirmedAt)));
    if (open) return 'open';
    await tx.insert(erasureRequests).values({ guestId: member.guestId });
    return 'asked';
  });
}

/** Whether the guest has a request waiting. */
export async function erasureOpen(db: Database, bookingGuestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .innerJoin(bookingGuests, eq(bookingGuests.guestId, erasureRequests.guestId))
    .where(and(eq(bookingGuests.id, bookingGuestId), isNull(erasureRequests.confirmedAt)));
  return Boolean(row);
}
