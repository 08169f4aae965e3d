import crypto from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { todayIn } from '#app/lib/dates.ts';
import { GUEST_FORMS_MESSAGES as M } from '#app/lib/guest-forms.ts';
import { type FormDefinition, QUESTIONNAIRE_FILE_MAX_BYTES, type QuestionnaireFileType, questionsOf } from '#app/lib/questionnaire.ts';
import { answersSchemaFor, type FileAnswer, type QuestionnaireAnswers } from '#app/lib/questionnaire-answers.ts';
import type { Database } from '../db/client.ts';
import { bookingGuests, bookings, questionnaireFiles, questionnaireResponses, questionnaires } from '../db/schema.ts';
import { siteHealthKeyring } from '../health/crypto.ts';
import { Refusal } from '../refusal.ts';
import { formsForBookings } from './due.ts';
import { bookingDays } from './party.ts';
import { openAnswers, sealAnswers, sealFile } from './sealed.ts';

// A guest's answers to one questionnaire, saved as they go: a draft keeps whatever they have answered so
// far (each answer of its question's kind, the required ones not yet asked for); sending checks the whole
// form and marks it complete. The answers and every file are sealed with the health key before they are
// stored; a file's kind is read from its first bytes, never from its name or the type the browser claims.

type BookingRow = typeof bookings.$inferSelect;

/** A file's kind by its content: a PDF, a JPEG or a PNG, else null. */
export function sniffFileType(bytes: Uint8Array): QuestionnaireFileType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** What a guest may still do with the forms of a booking: nothing once it is over or cancelled. */
export function formsOpen(row: BookingRow, now: Date, timeZone: string): boolean {
  if (row.status === 'cancelled' || row.cancellation) return false;
  return todayIn(timeZone, now) <= bookingDays(row).to;
}

/** A questionnaire this booking asks for, with its definition; a Refusal when it is not one of them. */
export async function dueQuestionnaire(db: Database, row: BookingRow, questionnaireId: string) {
  const due = (await formsForBookings(db, [row])).get(row.id) ?? [];
  if (!due.some((form) => form.questionnaireId === questionnaireId)) throw new Refusal(M.formNotDue, 404);
  const [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.id, questionnaireId));
  if (!questionnaire) throw new Refusal(M.formNotDue, 404);
  return questionnaire;
}

/** The definition with nothing required: what a draft is checked against. */
function draftDefinition(form: FormDefinition): FormDefinition {
  return {
    ...form,
    sections: form.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({ ...question, required: false })),
    })),
  };
}

export interface SubmittedAnswers {
  /** Answers by question id as the form sent them (a string, or several for a choice of several). */
  answers: Record<string, unknown>;
  /** Files by question id, as uploaded. */
  files: Map<string, File>;
  send: boolean;
  keep: boolean;
}

/** Refused answers: each question's message by its id. */
export class AnswersRefused extends Refusal {
  readonly byQuestion: Record<string, string>;
  constructor(byQuestion: Record<string, string>) {
    super(M.fixAnswers, 400, { fieldErrors: Object.fromEntries(Object.entries(byQuestion).map(([id, message]) => [id, [message]])) });
    this.byQuestion = byQuestion;
  }
}

interface CheckedFile {
  questionId: string;
  id: string;
  name: string;
  type: QuestionnaireFileType;
  bytes: Uint8Array;
}

async function checkFiles(form: FormDefinition, files: Map<string, File>): Promise<CheckedFile[]> {
  const fileQuestions = new Set(
    questionsOf(form)
      .filter((question) => question.kind === 'file')
      .map((question) => question.id),
  );
  const checked: CheckedFile[] = [];
  for (const [questionId, file] of files) {
    if (!fileQuestions.has(questionId) || file.size === 0) continue;
    if (file.size > QUESTIONNAIRE_FILE_MAX_BYTES) throw new Refusal(M.fileTooLarge, 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffFileType(bytes);
    if (!type) throw new AnswersRefused({ [questionId]: M.fileType });
    // A name is shown back to the guest and to staff: no control characters, and a length a line can hold.
    const name =
      [...(file.name || 'file')]
        .filter((char) => char >= ' ' && char !== '\u007f')
        .join('')
        .trim()
        .slice(0, 200) || 'file';
    checked.push({ questionId, id: crypto.randomUUID(), name, type, bytes });
  }
  return checked;
}

/**
 * Saves one guest's answers to one questionnaire of their booking: a draft, or sent. A file question
 * answered by a new upload replaces the file it had; one left empty keeps it. Refused (nothing stored)
 * when the booking is over or cancelled, the form is not the booking's, or an answer is not of its kind.
 */
export async function saveAnswers(
  db: Database,
  bookingGuestId: string,
  questionnaireId: string,
  submitted: SubmittedAnswers,
  options: { timeZone: string; now?: Date },
): Promise<{ responseId: string; status: 'draft' | 'complete' }> {
  const now = options.now ?? new Date();
  const [found] = await db
    .select({ booking: bookings })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(eq(bookingGuests.id, bookingGuestId));
  if (!found) throw new Refusal('Not found', 404);
  if (!formsOpen(found.booking, now, options.timeZone)) throw new Refusal(M.formsClosed, 409);
  const questionnaire = await dueQuestionnaire(db, found.booking, questionnaireId);
  const form = questionnaire.definition;
  const files = await checkFiles(form, submitted.files);
  const keyring = await siteHealthKeyring(db);

  return db.transaction(async (tx) => {
    await tx
      .insert(questionnaireResponses)
      .values({ bookingGuestId, questionnaireId, questionnaireVersion: questionnaire.version })
      .onConflictDoNothing();
    const [response] = await tx
      .select()
      .from(questionnaireResponses)
      .where(and(eq(questionnaireResponses.bookingGuestId, bookingGuestId), eq(questionnaireResponses.questionnaireId, questionnaireId)))
      .for('update');
    if (!response) throw new Error('the response row was not made');
    // Once sent, a change is sent again as a whole: a sent form never goes back to a draft.
    const send = submitted.send || response.status === 'complete';
    const before = response.answers && !response.erasedAt ? openAnswers(keyring, response.id, response.answers) : {};
    const given: Record<string, unknown> = { ...submitted.answers };
    for (const question of questionsOf(form)) {
      if (question.kind !== 'file') continue;
      const upload = files.find((file) => file.questionId === question.id);
      const kept = before[question.id];
      if (upload)
        given[question.id] = { ref: upload.id, name: upload.name, type: upload.type, size: upload.bytes.byteLength } satisfies FileAnswer;
      else if (kept) given[question.id] = kept;
    }
    const parsed = answersSchemaFor(send ? form : draftDefinition(form)).safeParse(given);
    if (!parsed.success) {
      const byQuestion: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const id = String(issue.path[0] ?? '_form');
        byQuestion[id] ??= issue.message;
      }
      throw new AnswersRefused(byQuestion);
    }
    const answers: QuestionnaireAnswers = parsed.data;
    for (const file of files) {
      const sealed = sealFile(keyring, file.id, { name: file.name, bytes: file.bytes });
      await tx.insert(questionnaireFiles).values({
        id: file.id,
        responseId: response.id,
        questionId: file.questionId,
        name: sealed.name,
        type: file.type,
        size: file.bytes.byteLength,
        data: sealed.data,
      });
    }
    // Files no answer refers to any more (replaced, or their question gone) are deleted with their bytes.
    const refs = Object.values(answers).flatMap((value) => (typeof value === 'object' && value && 'ref' in value ? [value.ref] : []));
    await tx
      .delete(questionnaireFiles)
      .where(
        refs.length
          ? and(eq(questionnaireFiles.responseId, response.id), notInArray(questionnaireFiles.id, refs))
          : eq(questionnaireFiles.responseId, response.id),
      );
    const status = send ? ('complete' as const) : ('draft' as const);
    await tx
      .update(questionnaireResponses)
      .set({
        answers: sealAnswers(keyring, response.id, answers),
        status,
        completedAt: send ? (response.completedAt ?? now) : null,
        questionnaireVersion: questionnaire.version,
        keep: submitted.keep,
        erasedAt: null,
        updatedAt: now,
      })
      .where(eq(questionnaireResponses.id, response.id));
    return { responseId: response.id, status };
  });
}

/** The guest's own answers to the questionnaires of their booking, opened for their page, by questionnaire id. */
export async function ownAnswers(db: Database, bookingGuestId: string) {
  const rows = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.bookingGuestId, bookingGuestId));
  const keyring = await siteHealthKeyring(db);
  return new Map(
    rows.map((row) => [
      row.questionnaireId,
      {
        status: row.status,
        keep: row.keep,
        answers: row.answers && !row.erasedAt ? openAnswers(keyring, row.id, row.answers) : ({} as QuestionnaireAnswers),
      },
    ]),
  );
}
