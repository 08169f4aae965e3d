import { and, between, eq, isNull, ne } from 'drizzle-orm';
import { addDays, daysBetween, todayIn } from '#app/lib/dates.ts';
import type { QuestionnaireReminderStage } from '#app/lib/enums.ts';
import type { Database } from '../db/client.ts';
import { bookings, questionnaireReminders, questionnaireResponses } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { questionnaireReminderMessage } from '../mail/messages/care.ts';
import { estateOf } from '../mail/messages/layout.ts';
import { queueMails } from '../mail/notices.ts';
import { buildOrLog } from '../mail/outbox.ts';
import { formStatesOf, type GuestForms } from '../questionnaires/due.ts';
import { guestFormsLink } from '../questionnaires/guest-link.ts';

// Each named guest with an e-mail whose required questionnaire is not sent is reminded, with their own
// link, a week and two days before the booking begins. Every reminder is a row of questionnaire_reminders
// inserted in the transaction that queues its mail, so however many processes run the job, each goes once.

export const QUESTIONNAIRE_REMINDERS_JOB = 'questionnaire-reminders';
export const QUESTIONNAIRE_REMINDERS_EVERY_MS = 15 * 60_000;

/** Days before arrival each reminder goes, the earliest first; each stage's window ends where the next begins. */
export const QUESTIONNAIRE_REMINDER_STAGES = [
  { days: 7, stage: '7-days' },
  { days: 2, stage: '2-days' },
] as const satisfies readonly { days: number; stage: QuestionnaireReminderStage }[];

/**
 * The reminder due today for a booking beginning on `arrival`, or null: '7-days' from a week before until
 * three days before, '2-days' from two days before until the day itself. As with balance reminders, a stage
 * whose day came before the booking was made is not sent: the guest has just been given their link.
 */
export function questionnaireReminderStage(arrival: string, today: string, madeOn: string): QuestionnaireReminderStage | null {
  const daysLeft = daysBetween(today, arrival);
  if (daysLeft < 0) return null;
  const current = QUESTIONNAIRE_REMINDER_STAGES.findLast((stage) => stage.days >= daysLeft);
  if (!current || addDays(arrival, -current.days) < madeOn) return null;
  return current.stage;
}

/** One round of the job: the reminders due at `now`; answers how many were queued. */
export async function runQuestionnaireReminders(db: Database, now: Date, timeZone: string): Promise<{ reminded: number }> {
  const today = todayIn(timeZone, now);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        // A reservation still waiting for its guest's confirmation link may lapse within the hour.
        isNull(bookings.holdUntil),
        between(bookings.eventDate, today, addDays(today, QUESTIONNAIRE_REMINDER_STAGES[0].days)),
      ),
    );
  if (rows.length === 0) return { reminded: 0 };
  const states = await formStatesOf(db, rows);
  let reminded = 0;
  for (const booking of rows) {
    const stage = questionnaireReminderStage(booking.eventDate, today, todayIn(timeZone, booking.createdAt));
    if (!stage) continue;
    for (const member of states.get(booking.id) ?? []) {
      if (!member.email) continue;
      for (const form of member.forms) {
        if (!form.required || form.status === 'complete' || form.erased) continue;
        try {
          if (await remind(db, booking, member, form.questionnaireId, form.title, stage)) reminded += 1;
        } catch (error) {
          // One guest's trouble must not keep the others from their reminders; the next round tries it again.
          logger.error({ err: error, bookingId: booking.id, bookingGuestId: member.bookingGuestId }, 'a questionnaire reminder failed');
        }
      }
    }
  }
  return { reminded };
}

/**
 * Records the stage and queues its mail in one transaction; false when another process recorded it first
 * or the guest sent the form meanwhile.
 */
async function remind(
  db: Database,
  booking: typeof bookings.$inferSelect,
  member: GuestForms,
  questionnaireId: string,
  title: string,
  stage: QuestionnaireReminderStage,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .select({ status: questionnaireResponses.status })
      .from(questionnaireResponses)
      .where(
        and(eq(questionnaireResponses.bookingGuestId, member.bookingGuestId), eq(questionnaireResponses.questionnaireId, questionnaireId)),
      );
    if (sent?.status === 'complete') return false;
    const [recorded] = await tx
      .insert(questionnaireReminders)
      .values({ bookingGuestId: member.bookingGuestId, questionnaireId, stage })
      .onConflictDoNothing()
      .returning({ stage: questionnaireReminders.stage });
    if (!recorded) return false;
    const estate = await estateOf(tx);
    const link = await guestFormsLink(member.bookingGuestId, tx);
    const mail = await buildOrLog(`questionnaire-${stage}`, { bookingId: booking.id }, () => ({
      kind: 'questionnaire-reminder',
      to: member.email,
      ...questionnaireReminderMessage(estate, booking, { name: member.name, questionnaireTitle: title, link }),
      dedupeKey: `questionnaire-${stage}:${member.bookingGuestId}:${questionnaireId}`,
      bookingId: booking.id,
    }));
    await queueMails(tx, [mail]);
    return true;
  });
}
