import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { QuestionnaireAnswers } from '#app/lib/questionnaire-answers.ts';
import type { Database } from '#server/db/client.ts';
import { bookingGuests, questionnaireFiles, questionnaireResponses } from '#server/db/schema.ts';
import { siteHealthKeyring } from '#server/health/crypto.ts';
import { sealAnswers, sealFile } from '#server/questionnaires/sealed.ts';

// A guest's sent health form written straight into the database, sealed as the guest's own form seals
// it: what the staff side's tests read, without walking the guest's pages.

/** The booker's (position 1) booking-guest row of a booking. */
export async function bookerOf(db: Database, bookingId: string) {
  const [row] = await db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, bookingId));
  if (!row) throw new Error('the booking has no booker');
  return row;
}

/** A sent response with `answers` and, when given, one attached file; its id and the file's. */
export async function sentResponse(
  db: Database,
  input: {
    bookingGuestId: string;
    questionnaireId: string;
    answers: QuestionnaireAnswers;
    file?: { questionId: string; name: string; type: 'application/pdf' | 'image/png' | 'image/jpeg'; bytes: Uint8Array };
    status?: 'draft' | 'complete';
  },
): Promise<{ responseId: string; fileId: string | null }> {
  const keyring = await siteHealthKeyring(db);
  const responseId = crypto.randomUUID();
  const status = input.status ?? 'complete';
  await db.insert(questionnaireResponses).values({
    id: responseId,
    bookingGuestId: input.bookingGuestId,
    questionnaireId: input.questionnaireId,
    questionnaireVersion: 1,
    answers: sealAnswers(keyring, responseId, input.answers),
    status,
    completedAt: status === 'complete' ? new Date() : null,
  });
  if (!input.file) return { responseId, fileId: null };
  const fileId = crypto.randomUUID();
  const sealed = sealFile(keyring, fileId, { name: input.file.name, bytes: input.file.bytes });
  await db.insert(questionnaireFiles).values({
    id: fileId,
    responseId,
    questionId: input.file.questionId,
    name: sealed.name,
    type: input.file.type,
    size: input.file.bytes.length,
    data: sealed.data,
  });
  return { responseId, fileId };
}
