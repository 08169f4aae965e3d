import { and, asc, eq } from 'drizzle-orm';
import type { BookingStatus, QuestionnaireResponseStatus } from '#app/lib/enums.ts';
import { formDefinitionSchema, withConsentVersions } from '#app/lib/questionnaire.ts';
import type { Database } from '#server/db/client.ts';
import {
  bookingGuests,
  bookings,
  guests,
  questionnaireFiles,
  questionnaireResponses,
  questionnaires,
  questionnaireUses,
} from '#server/db/schema.ts';
import { siteHealthKeyring } from '#server/health/crypto.ts';
import { sealAnswers, sealFile, sealNote } from '#server/questionnaires/sealed.ts';
import { everyKindForm } from './questionnaires.ts';

// The rows a guest's health answers are made of, written directly: a questionnaire asked of every stay, a
// stay booked by someone, more guests named on it, and their sealed answers, notes and files.

let count = 0;

/** A questionnaire asked of every stay. */
export async function stayQuestionnaire(db: Database, { required = true, title = 'Health questionnaire' } = {}) {
  const definition = withConsentVersions(null, formDefinitionSchema.parse({ ...everyKindForm(), title }));
  const [row] = await db.insert(questionnaires).values({ title, definition }).returning();
  await db.insert(questionnaireUses).values({ questionnaireId: row!.id, serves: 'stays', required, fillAt: 'before-arrival' });
  return row!;
}

/** A stay from `checkIn` to `checkOut` for `adults`, booked by a new guest (its booking guest at position 1). */
export async function stayBooking(
  db: Database,
  input: { checkIn: string; checkOut: string; adults?: number; status?: BookingStatus; createdAt?: Date; email?: string | null },
) {
  count += 1;
  const [booking] = await db
    .insert(bookings)
    .values({
      kind: 'stay',
      eventTitle: 'Stay',
      eventDate: input.checkIn,
      selectedSlot: `${input.checkIn} to ${input.checkOut}`,
      price: 'Rs 10,000',
      customerName: `Booker ${count}`,
      customerEmail: input.email === undefined ? `booker${count}@example.org` : input.email,
      customerPhone: `+91 90000 ${String(10000 + count).slice(-5)}`,
      status: input.status ?? 'confirmed',
      details: { kind: 'stay', adults: input.adults ?? 2, nights: 2, promoCode: null },
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  const [booker] = await db
    .select()
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, booking!.id), eq(bookingGuests.position, 1)));
  return { booking: booking!, booker: booker! };
}

/** Another guest named on the booking, with a profile of their own. */
export async function nameGuest(db: Database, bookingId: string, { email }: { email: string | null } = { email: null }) {
  count += 1;
  const [guest] = await db
    .insert(guests)
    .values({ name: `Companion ${count}`, email: email === null ? null : email, phone: null })
    .returning();
  const taken = await db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId)).orderBy(asc(bookingGuests.position));
  const [member] = await db
    .insert(bookingGuests)
    .values({ bookingId, guestId: guest!.id, position: taken.length + 1 })
    .returning();
  return { guest: guest!, member: member! };
}

/** A guest's sealed answers (and a practitioner's note and a file when asked) to the questionnaire. */
export async function answer(
  db: Database,
  bookingGuestId: string,
  questionnaireId: string,
  {
    status = 'complete',
    keep = false,
    note = false,
    file = false,
  }: { status?: QuestionnaireResponseStatus; keep?: boolean; note?: boolean; file?: boolean } = {},
) {
  const keyring = await siteHealthKeyring(db);
  const [row] = await db
    .insert(questionnaireResponses)
    .values({
      bookingGuestId,
      questionnaireId,
      questionnaireVersion: 1,
      status,
      keep,
      completedAt: status === 'complete' ? new Date() : null,
    })
    .returning();
  const [response] = await db
    .update(questionnaireResponses)
    .set({
      answers: sealAnswers(keyring, row!.id, { 'q-name': 'Asha', 'q-conditions': 'Asthma' }),
      ...(note ? { reviewNote: sealNote(keyring, row!.id, 'Mild asthma; no steam room.'), review: 'reviewed' as const } : {}),
    })
    .where(eq(questionnaireResponses.id, row!.id))
    .returning();
  if (file) {
    const id = crypto.randomUUID();
    const sealed = sealFile(keyring, id, { name: 'report.pdf', bytes: new TextEncoder().encode('%PDF-1.4 report') });
    await db
      .insert(questionnaireFiles)
      .values({ id, responseId: row!.id, questionId: 'q-report', type: 'application/pdf', size: 15, name: sealed.name, data: sealed.data });
  }
  return response!;
}
