import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CareSummary } from '#app/lib/care.ts';
import type { CareReview, QuestionnaireFillTime, QuestionnaireResponseStatus } from '#app/lib/enums.ts';
import { FIRST_RETREAT_SLUG } from '#app/lib/retreat-view.ts';
import type { Database } from '../db/client.ts';
import {
  bookingGuests,
  bookings,
  calendarEvents,
  guests,
  questionnaireResponses,
  questionnaires,
  questionnaireUses,
  retreats,
} from '../db/schema.ts';

// Which questionnaires each guest of a booking is asked to fill, and how far each has got: what the
// guest's pages, the front desk's lists, the reminders and the review queue all read. It never reads the
// answers themselves, only their status and the practitioner's outcome.

type Reader = Pick<Database, 'select'>;
type BookingRow = Pick<typeof bookings.$inferSelect, 'id' | 'kind' | 'eventId' | 'details'>;

/** The columns of a booking that decide which questionnaires it asks for: select them to pass rows here. */
export const formBookingColumns = { id: bookings.id, kind: bookings.kind, eventId: bookings.eventId, details: bookings.details };

/** A questionnaire a booking's guests are asked to fill. */
export interface DueForm {
  questionnaireId: string;
  title: string;
  version: number;
  required: boolean;
  fillAt: QuestionnaireFillTime;
}

/** How many people a booking is for: a retreat's guests, a stay's adults, else one. */
export function partySizeOf(booking: Pick<typeof bookings.$inferSelect, 'details'>): number {
  const details = booking.details;
  if (details?.kind === 'retreat') return Math.max(1, details.guests);
  if (details?.kind === 'stay') return Math.max(1, details.adults);
  return 1;
}

/** The questionnaires each booking asks for (active questionnaires only), by booking id, in title order. */
export async function formsForBookings(db: Reader, rows: readonly BookingRow[]): Promise<Map<string, DueForm[]>> {
  const result = new Map<string, DueForm[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return result;
  const eventIds = [...new Set(rows.map((row) => row.eventId).filter((id): id is string => Boolean(id)))];
  const [uses, events, [first]] = await Promise.all([
    db
      .select({
        questionnaireId: questionnaires.id,
        title: questionnaires.title,
        version: questionnaires.version,
        serves: questionnaireUses.serves,
        retreatId: questionnaireUses.retreatId,
        programmeId: questionnaireUses.programmeId,
        classId: questionnaireUses.classId,
        eventId: questionnaireUses.eventId,
        required: questionnaireUses.required,
        fillAt: questionnaireUses.fillAt,
      })
      .from(questionnaireUses)
      .innerJoin(questionnaires, eq(questionnaires.id, questionnaireUses.questionnaireId))
      .where(eq(questionnaires.active, true))
      .orderBy(asc(questionnaires.title), asc(questionnaires.id)),
    eventIds.length
      ? db
          .select({ id: calendarEvents.id, classId: calendarEvents.classId })
          .from(calendarEvents)
          .where(inArray(calendarEvents.id, eventIds))
      : Promise.resolve([]),
    // Retreat bookings made while there was one retreat name none: they were for the first.
    db.select({ id: retreats.id }).from(retreats).where(eq(retreats.slug, FIRST_RETREAT_SLUG)),
  ]);
  if (uses.length === 0) return result;
  const classOfEvent = new Map(events.map((event) => [event.id, event.classId]));
  for (const row of rows) {
    const details = row.details;
    const retreatId = details?.kind === 'retreat' ? (details.retreat?.id ?? first?.id) : undefined;
    const programmeId = details?.kind === 'training' ? details.programmeId : undefined;
    const classId = row.eventId ? classOfEvent.get(row.eventId) : undefined;
    const forms = result.get(row.id)!;
    for (const use of uses) {
      const serves =
        (use.serves === 'stays' && row.kind === 'stay') ||
        (use.serves === 'retreat' && row.kind === 'retreat' && use.retreatId === retreatId) ||
        (use.serves === 'training' && row.kind === 'training' && use.programmeId === programmeId) ||
        (use.serves === 'event' && row.kind === 'event' && use.eventId === row.eventId) ||
        (use.serves === 'class' && row.kind === 'event' && Boolean(classId) && use.classId === classId);
      // A questionnaire attached twice to what one booking is for (the class and one of its dates) is asked once.
      if (!serves || forms.some((form) => form.questionnaireId === use.questionnaireId)) continue;
      forms.push({
        questionnaireId: use.questionnaireId,
        title: use.title,
        version: use.version,
        required: use.required,
        fillAt: use.fillAt,
      });
    }
  }
  return result;
}

/** One named guest of a booking: the booker at position 1. */
export interface PartyMember {
  bookingGuestId: string;
  bookingId: string;
  guestId: string;
  name: string;
  email: string | null;
  position: number;
}

/** The named guests of each booking, by booking id, in position order. */
export async function partiesOf(db: Reader, bookingIds: readonly string[]): Promise<Map<string, PartyMember[]>> {
  const result = new Map<string, PartyMember[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select({
      bookingGuestId: bookingGuests.id,
      bookingId: bookingGuests.bookingId,
      guestId: bookingGuests.guestId,
      name: guests.name,
      email: guests.email,
      position: bookingGuests.position,
    })
    .from(bookingGuests)
    .innerJoin(guests, eq(guests.id, bookingGuests.guestId))
    .where(inArray(bookingGuests.bookingId, [...bookingIds]))
    .orderBy(asc(bookingGuests.bookingId), asc(bookingGuests.position));
  for (const row of rows) result.get(row.bookingId)?.push(row);
  return result;
}

/** How far one guest has got with one questionnaire; never what they answered. */
export interface FormState {
  questionnaireId: string;
  title: string;
  required: boolean;
  fillAt: QuestionnaireFillTime;
  /** 'missing': not started; 'draft': begun and saved; 'complete': sent. */
  status: 'missing' | QuestionnaireResponseStatus;
  review: CareReview | null;
  /** The answers were deleted (retention or the guest's erasure). */
  erased: boolean;
  responseId: string | null;
}

export interface GuestForms extends PartyMember {
  forms: FormState[];
}

/** Each named guest of each booking with the state of every questionnaire the booking asks for. */
export async function formStatesOf(db: Reader, rows: readonly BookingRow[]): Promise<Map<string, GuestForms[]>> {
  const ids = rows.map((row) => row.id);
  const [due, parties] = await Promise.all([formsForBookings(db, rows), partiesOf(db, ids)]);
  const members = [...parties.values()].flat();
  const responses = members.length
    ? await db
        .select({
          id: questionnaireResponses.id,
          bookingGuestId: questionnaireResponses.bookingGuestId,
          questionnaireId: questionnaireResponses.questionnaireId,
          status: questionnaireResponses.status,
          review: questionnaireResponses.review,
          erasedAt: questionnaireResponses.erasedAt,
        })
        .from(questionnaireResponses)
        .where(
          inArray(
            questionnaireResponses.bookingGuestId,
            members.map((member) => member.bookingGuestId),
          ),
        )
    : [];
  const byKey = new Map(responses.map((response) => [`${response.bookingGuestId}:${response.questionnaireId}`, response]));
  const result = new Map<string, GuestForms[]>();
  for (const id of ids) {
    const forms = due.get(id) ?? [];
    result.set(
      id,
      (parties.get(id) ?? []).map((member) => ({
        ...member,
        forms: forms.map((form) => {
          const response = byKey.get(`${member.bookingGuestId}:${form.questionnaireId}`);
          return {
            questionnaireId: form.questionnaireId,
            title: form.title,
            required: form.required,
            fillAt: form.fillAt,
            status: response?.status ?? 'missing',
            review: response?.review ?? null,
            erased: Boolean(response?.erasedAt),
            responseId: response?.id ?? null,
          };
        }),
      })),
    );
  }
  return result;
}

/**
 * What the front desk sees of a booking's forms, in one word: 'flagged' when a practitioner asked for a call
 * or found it not suitable, 'missing' when a required form is not sent (or a guest is not yet named),
 * 'reviewed' when every sent form has been reviewed, 'complete' when all are sent; null when none is asked.
 */
export type { CareSummary };

export function careSummaryOf(party: readonly GuestForms[], partySize: number): CareSummary | null {
  const forms = party.flatMap((member) => member.forms);
  if (forms.length === 0) return null;
  if (forms.some((form) => form.review === 'call' || form.review === 'not-suitable')) return 'flagged';
  const unnamed = party.length < partySize;
  if (unnamed || forms.some((form) => form.required && form.status !== 'complete')) return 'missing';
  const sent = forms.filter((form) => form.status === 'complete');
  return sent.length > 0 && sent.every((form) => form.review === 'reviewed') ? 'reviewed' : 'complete';
}

/** The booking guest a token-holding guest is: their row, with the booking it belongs to. */
export async function findBookingGuest(db: Reader, bookingGuestId: string) {
  const [row] = await db
    .select({ member: bookingGuests, guest: guests, booking: bookings })
    .from(bookingGuests)
    .innerJoin(guests, eq(guests.id, bookingGuests.guestId))
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(and(eq(bookingGuests.id, bookingGuestId)));
  return row ?? null;
}
