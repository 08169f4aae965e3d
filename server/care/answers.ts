import { and, asc, eq } from 'drizzle-orm';
import { CARE_MESSAGES, type CareAnswer, type CareResponseView } from '#app/lib/care.ts';
import type { CareReview, HealthAccessAction } from '#app/lib/enums.ts';
import { questionsOf } from '#app/lib/questionnaire.ts';
import type { AnswerValue } from '#app/lib/questionnaire-answers.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffSession } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import {
  authUser,
  bookingGuests,
  bookings,
  guests,
  healthAccessLog,
  questionnaireFiles,
  questionnaireResponses,
  questionnaires,
} from '../db/schema.ts';
import { HealthDataUnreadable, siteHealthKeyring } from '../health/crypto.ts';
import { openAnswers, openFile, openFileName, openNote, sealNote } from '../questionnaires/sealed.ts';
import { Refusal } from '../refusal.ts';
import { requireGuestAccess } from './access.ts';

// A practitioner reading a guest's answers, opening a file they attached and recording what they made of
// them. Each asks access.ts first (403 for anyone else, 404 for an id that names nothing) and writes one
// line of the guest's access log, so the guest's profile shows who read what and when.

type Tx = Pick<Database, 'insert' | 'select' | 'update'>;

async function findResponse(db: Pick<Database, 'select'>, responseId: string) {
  const [row] = await db
    .select({
      response: questionnaireResponses,
      guestId: bookingGuests.guestId,
      guestName: guests.name,
      bookingId: bookings.id,
      reference: bookings.reference,
      arrival: bookings.eventDate,
      title: questionnaires.title,
      definition: questionnaires.definition,
      reviewer: authUser.name,
    })
    .from(questionnaireResponses)
    .innerJoin(bookingGuests, eq(bookingGuests.id, questionnaireResponses.bookingGuestId))
    .innerJoin(guests, eq(guests.id, bookingGuests.guestId))
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
    .leftJoin(authUser, eq(authUser.id, questionnaireResponses.reviewedBy))
    .where(eq(questionnaireResponses.id, responseId));
  return row ?? null;
}

/** The response, once the session may read its guest; a 404 or 403 Refusal otherwise. */
async function readableResponse(db: Pick<Database, 'select'>, staff: StaffSession, responseId: string) {
  const found = await findResponse(db, responseId);
  if (!found) throw new Refusal(CARE_MESSAGES.notFound, 404);
  await requireGuestAccess(db, staff, found.guestId);
  return found;
}

export async function logHealthAccess(
  db: Pick<Database, 'insert'>,
  staff: StaffSession,
  entry: { guestId: string; responseId: string; action: HealthAccessAction },
): Promise<void> {
  await db.insert(healthAccessLog).values({ ...entry, userId: staff.userId, staffName: staff.name, staffEmail: staff.email });
}

function answerText(value: AnswerValue | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return value.name;
  return String(value);
}

/** The answers of one response, question by question, for a session that may read them; logged as a 'view'. */
export async function readResponse(db: Database, staff: StaffSession, responseId: string): Promise<CareResponseView> {
  const found = await readableResponse(db, staff, responseId);
  const { response } = found;
  if (response.erasedAt || !response.answers) throw new Refusal(response.erasedAt ? CARE_MESSAGES.erased : CARE_MESSAGES.draft, 409);
  const keyring = await siteHealthKeyring(db);
  let answers;
  let note: string | null;
  try {
    answers = openAnswers(keyring, response.id, response.answers);
    note = response.reviewNote ? openNote(keyring, response.id, response.reviewNote) : null;
  } catch (error) {
    if (error instanceof HealthDataUnreadable) throw new Refusal(CARE_MESSAGES.unreadable, 409);
    throw error;
  }
  const files = await db
    .select({ id: questionnaireFiles.id, questionId: questionnaireFiles.questionId, name: questionnaireFiles.name })
    .from(questionnaireFiles)
    .where(eq(questionnaireFiles.responseId, response.id))
    .orderBy(asc(questionnaireFiles.createdAt));
  const fileName = (sealedName: string, id: string) => openFileName(keyring, id, sealedName);
  const questions = questionsOf(found.definition);
  const known = new Set(questions.map((question) => question.id));
  const rows: CareAnswer[] = questions.map((question) => ({
    questionId: question.id,
    label: question.label,
    text: question.kind === 'file' ? null : answerText(answers[question.id]),
    files: files.filter((file) => file.questionId === question.id).map((file) => ({ id: file.id, name: safeName(fileName, file) })),
  }));
  // Answers to questions the form has since dropped are still the guest's words: shown after the rest.
  for (const [questionId, value] of Object.entries(answers)) {
    if (!known.has(questionId)) rows.push({ questionId, label: questionId, text: answerText(value), files: [] });
  }
  await logHealthAccess(db, staff, { guestId: found.guestId, responseId: response.id, action: 'view' });
  return {
    id: response.id,
    guestId: found.guestId,
    guestName: found.guestName,
    reference: found.reference,
    title: found.title,
    arrival: found.arrival,
    completedAt: response.completedAt?.toISOString() ?? null,
    answers: rows,
    review: response.review,
    note,
    reviewedBy: found.reviewer,
    reviewedAt: response.reviewedAt?.toISOString() ?? null,
  };
}

/** A file's name, opened from its sealed name alone; 'File' when it cannot be. */
function safeName(open: (sealed: string, id: string) => string, file: { id: string; name: string }): string {
  try {
    return open(file.name, file.id);
  } catch {
    return 'File';
  }
}

/** One attached file's bytes, name and type for a session that may read its guest; logged as a 'file'. */
export async function openResponseFile(db: Database, staff: StaffSession, fileId: string) {
  const [file] = await db.select().from(questionnaireFiles).where(eq(questionnaireFiles.id, fileId));
  if (!file) throw new Refusal(CARE_MESSAGES.notFound, 404);
  const found = await readableResponse(db, staff, file.responseId);
  if (found.response.erasedAt) throw new Refusal(CARE_MESSAGES.erased, 409);
  const keyring = await siteHealthKeyring(db);
  let opened;
  try {
    opened = openFile(keyring, file.id, { name: file.name, data: file.data });
  } catch (error) {
    if (error instanceof HealthDataUnreadable) throw new Refusal(CARE_MESSAGES.unreadable, 409);
    throw error;
  }
  await logHealthAccess(db, staff, { guestId: found.guestId, responseId: file.responseId, action: 'file' });
  return { name: opened.name, type: file.type, bytes: opened.bytes };
}

export interface ReviewInput {
  review: CareReview;
  note: string;
}

/**
 * Records a practitioner's outcome for a sent response (and their note, sealed); logged as a 'review' and
 * in the guest's history. The booking it belongs to, for what follows a review (a booking waiting for it).
 */
export async function reviewResponse(db: Database, staff: StaffSession, responseId: string, input: ReviewInput) {
  const found = await readableResponse(db, staff, responseId);
  const { response } = found;
  if (response.erasedAt) throw new Refusal(CARE_MESSAGES.erased, 409);
  if (response.status !== 'complete') throw new Refusal(CARE_MESSAGES.draft, 409);
  const keyring = await siteHealthKeyring(db);
  const note = input.note.trim() ? sealNote(keyring, response.id, input.note.trim()) : null;
  const now = new Date();
  await db.transaction(async (tx: Tx) => {
    await tx
      .update(questionnaireResponses)
      .set({ review: input.review, reviewNote: note, reviewedBy: staff.userId, reviewedAt: now, updatedAt: now })
      .where(and(eq(questionnaireResponses.id, response.id)));
    await logHealthAccess(tx, staff, { guestId: found.guestId, responseId: response.id, action: 'review' });
    // The outcome only: the note is health data and stays sealed out of the history.
    await recordAudit(tx, {
      actor: staff,
      entity: 'guest',
      entityId: found.guestId,
      action: 'update',
      before: { [`review of ${found.title} (${found.reference})`]: response.review },
      after: { [`review of ${found.title} (${found.reference})`]: input.review },
    });
  });
  return { bookingId: found.bookingId, guestId: found.guestId };
}
