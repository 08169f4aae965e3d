import { eq } from 'drizzle-orm';
import type { FormDefinition } from '#app/lib/questionnaire.ts';
import type { QuestionnaireAnswers } from '#app/lib/questionnaire-answers.ts';
import type { Database } from '../db/client.ts';
import { bookingGuests, bookings, guests, questionnaires } from '../db/schema.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { formsForBookings } from './due.ts';
import { erasureOpen } from './guest-data.ts';
import { bookingDays } from './party.ts';
import { formsOpen, ownAnswers } from './responses.ts';

// What a guest's own page shows: the booking in one line, then each questionnaire it asks of them with
// what they have answered so far (their own answers, to them alone), and whether they asked us to erase
// their data.

/** A form with one file of at most 10 MB, and room for its other answers. */
export const GUEST_FORMS_MAX_BYTES = 11 * 1024 * 1024;

/** Saving (each autosave too), sending, downloading and asking for erasure from a guest's link, per client. */
export const guestFormsRateLimit: RateLimitRule = { name: 'guest-forms', limit: 120, windowSeconds: 600 };

export interface GuestPageForm {
  questionnaireId: string;
  definition: FormDefinition;
  status: 'missing' | 'draft' | 'complete';
  keep: boolean;
  answers: QuestionnaireAnswers;
}

export interface GuestPageView {
  guestName: string;
  booking: { reference: string; title: string; from: string; to: string; kind: string };
  open: boolean;
  forms: GuestPageForm[];
  erasureRequested: boolean;
}

export async function guestPageView(
  db: Database,
  bookingGuestId: string,
  options: { timeZone: string; now?: Date },
): Promise<GuestPageView | null> {
  const [row] = await db
    .select({ booking: bookings, name: guests.name })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .innerJoin(guests, eq(guests.id, bookingGuests.guestId))
    .where(eq(bookingGuests.id, bookingGuestId));
  if (!row) return null;
  const due = (await formsForBookings(db, [row.booking])).get(row.booking.id) ?? [];
  const definitions = new Map(
    (await Promise.all(due.map((form) => db.select().from(questionnaires).where(eq(questionnaires.id, form.questionnaireId))))).flatMap(
      ([questionnaire]) => (questionnaire ? [[questionnaire.id, questionnaire.definition] as const] : []),
    ),
  );
  const answers = await ownAnswers(db, bookingGuestId);
  const days = bookingDays(row.booking);
  return {
    guestName: row.name,
    booking: { reference: row.booking.reference, title: row.booking.eventTitle, from: days.from, to: days.to, kind: row.booking.kind },
    open: formsOpen(row.booking, options.now ?? new Date(), options.timeZone),
    forms: due.flatMap((form) => {
      const definition = definitions.get(form.questionnaireId);
      if (!definition) return [];
      const own = answers.get(form.questionnaireId);
      return [
        {
          questionnaireId: form.questionnaireId,
          definition,
          status: own?.status ?? 'missing',
          keep: own?.keep ?? false,
          answers: own?.answers ?? {},
        },
      ];
    }),
    erasureRequested: await erasureOpen(db, bookingGuestId),
  };
}
