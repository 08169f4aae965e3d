import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#app/lib/dates.ts';
import { QUESTIONNAIRE_REMINDERS_JOB, questionnaireReminderStage, runQuestionnaireReminders } from '#server/care/reminders.ts';
import { mailOutbox, questionnaireReminders } from '#server/db/schema.ts';
import { readGuestFormsToken } from '#server/questionnaires/guest-link.ts';
import { timedJobs } from '#server/startup.ts';
import { answer, nameGuest, stayBooking, stayQuestionnaire } from '#tests/support/care.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';

// A named guest with an e-mail whose required questionnaire is not sent hears of it a week and two days
// before the stay, with their own link, once per stage however often the job runs; a guest who sent it, a
// guest without an e-mail, an optional questionnaire and a cancelled booking hear nothing.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

// 10 June 2027, 09:30 in India.
const NOW = new Date('2027-06-10T04:00:00Z');
const TODAY = '2027-06-10';
const MADE = new Date('2027-05-01T04:00:00Z');
const dayLater = (now: Date, days: number) => new Date(now.getTime() + days * 24 * 60 * 60_000);

const remindersTo = (address: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'questionnaire-reminder'), eq(mailOutbox.to, address)))
    .orderBy(asc(mailOutbox.createdAt));

describe('the stage of a questionnaire reminder', () => {
  it('is a week ahead until three days before, then two days ahead until the day, never for a day passed', () => {
    expect(questionnaireReminderStage('2027-06-20', '2027-06-12', '2027-05-01')).toBeNull();
    expect(questionnaireReminderStage('2027-06-20', '2027-06-13', '2027-05-01')).toBe('7-days');
    expect(questionnaireReminderStage('2027-06-20', '2027-06-17', '2027-05-01')).toBe('7-days');
    expect(questionnaireReminderStage('2027-06-20', '2027-06-18', '2027-05-01')).toBe('2-days');
    expect(questionnaireReminderStage('2027-06-20', '2027-06-20', '2027-05-01')).toBe('2-days');
    expect(questionnaireReminderStage('2027-06-20', '2027-06-21', '2027-05-01')).toBeNull();
    // Booked four days ahead: the link came with the booking; the two-day reminder still goes.
    expect(questionnaireReminderStage('2027-06-20', '2027-06-16', '2027-06-16')).toBeNull();
    expect(questionnaireReminderStage('2027-06-20', '2027-06-18', '2027-06-16')).toBe('2-days');
  });
});

describe(`questionnaire reminders (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('mails each stage once to each guest with an e-mail whose required form is not sent', async () => {
    const form = await stayQuestionnaire(database.db);
    await stayQuestionnaire(database.db, { title: 'Optional intake', required: false });
    const arrival = addDays(TODAY, 5);
    const stay = await stayBooking(database.db, { checkIn: arrival, checkOut: addDays(arrival, 3), adults: 3, createdAt: MADE });
    const companion = await nameGuest(database.db, stay.booking.id, { email: 'companion@example.org' });
    const silent = await nameGuest(database.db, stay.booking.id, { email: null });
    // The booker sent theirs; the companion only began (a draft is not sent).
    await answer(database.db, stay.booker.id, form.id);
    await answer(database.db, companion.member.id, form.id, { status: 'draft' });
    const cancelled = await stayBooking(database.db, {
      checkIn: arrival,
      checkOut: addDays(arrival, 2),
      status: 'cancelled',
      createdAt: MADE,
      email: 'cancelled@example.org',
    });

    expect(await runQuestionnaireReminders(database.db, NOW, TIME_ZONE)).toEqual({ reminded: 1 });
    expect(await runQuestionnaireReminders(database.db, NOW, TIME_ZONE)).toEqual({ reminded: 0 });
    const [mail, ...more] = await remindersTo('companion@example.org');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your health questionnaire for Stay on 15th June 2027');
    expect(mail!.text).toContain('“Health questionnaire”');
    expect(mail!.text).not.toContain('Asthma');
    expect(mail!.html).not.toContain('Asthma');
    const token = /\/booking\/guest\/([^\s"<]+)/.exec(mail!.text)![1]!;
    expect(await readGuestFormsToken(token, database.db)).toBe(companion.member.id);
    expect(await remindersTo(stay.booking.customerEmail!)).toEqual([]);
    expect(await remindersTo('cancelled@example.org')).toEqual([]);
    const recorded = await database.db
      .select()
      .from(questionnaireReminders)
      .where(inArray(questionnaireReminders.bookingGuestId, [stay.booker.id, companion.member.id, silent.member.id, cancelled.booker.id]));
    expect(recorded.map((row) => [row.bookingGuestId, row.stage])).toEqual([[companion.member.id, '7-days']]);

    // Two days before: the second stage, once; then nothing more, even on the day itself.
    const twoDaysBefore = dayLater(NOW, 3);
    expect(await runQuestionnaireReminders(database.db, twoDaysBefore, TIME_ZONE)).toEqual({ reminded: 1 });
    expect(await runQuestionnaireReminders(database.db, twoDaysBefore, TIME_ZONE)).toEqual({ reminded: 0 });
    expect(await runQuestionnaireReminders(database.db, dayLater(NOW, 5), TIME_ZONE)).toEqual({ reminded: 0 });
    expect(await remindersTo('companion@example.org')).toHaveLength(2);
  });

  it('sends nothing once the form is sent', async () => {
    const arrival = addDays(TODAY, 20);
    const stay = await stayBooking(database.db, { checkIn: arrival, checkOut: addDays(arrival, 2), adults: 1, createdAt: MADE });
    const [form] = (await database.db.query.questionnaires.findMany()).filter((row) => row.title === 'Health questionnaire');
    await answer(database.db, stay.booker.id, form!.id);
    const weekBefore = new Date(`${addDays(arrival, -6)}T04:00:00Z`);
    expect(await runQuestionnaireReminders(database.db, weekBefore, TIME_ZONE)).toEqual({ reminded: 0 });
    expect(await remindersTo(stay.booking.customerEmail!)).toEqual([]);
  });

  it('is one of the timed jobs', () => {
    expect(timedJobs(TIME_ZONE).map((job) => job.name)).toContain(QUESTIONNAIRE_REMINDERS_JOB);
  });
});
