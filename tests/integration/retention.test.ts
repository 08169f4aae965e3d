import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#app/lib/dates.ts';
import { RETENTION_JOB, runRetention } from '#server/care/retention.ts';
import { bookings, questionnaireFiles, questionnaireResponses } from '#server/db/schema.ts';
import { jobFailure, registerJobs, runDueJobs } from '#server/jobs/runner.ts';
import { timedJobs } from '#server/startup.ts';
import { answer, nameGuest, stayBooking, stayQuestionnaire } from '#tests/support/care.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';

// Health answers are deleted 180 days (the first content's setting) after the stay's check-out day, in the
// estate's time zone: the day before they are kept, on the day they go, with their files and the
// practitioner's note; answers the guest asked to keep and other guests' stay. A cancelled booking counts
// from its cancellation when that came first. The job runs from the shared runner, whose row shows a failure.

let database: TestDatabase;
openTestDatabase((opened) => (database = opened));

// 10 June 2027 at 00:30 in India (still 9 June in UTC): the estate's day decides, not the server's.
const NOW = new Date('2027-06-09T19:00:00Z');
const TODAY = '2027-06-10';
const DAYS = 180;

const responses = (ids: string[]) => database.db.select().from(questionnaireResponses).where(inArray(questionnaireResponses.id, ids));
const filesOf = (id: string) => database.db.select().from(questionnaireFiles).where(eq(questionnaireFiles.responseId, id));

describe(`retention of health answers (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('deletes exactly the answers, notes and files whose retention has run out, once', async () => {
    const form = await stayQuestionnaire(database.db);
    // Checked out 180 days ago: due today. 179 days ago: due tomorrow.
    const due = await stayBooking(database.db, { checkIn: addDays(TODAY, -DAYS - 3), checkOut: addDays(TODAY, -DAYS) });
    const notYet = await stayBooking(database.db, { checkIn: addDays(TODAY, -DAYS - 3), checkOut: addDays(TODAY, -DAYS + 1) });
    const companion = await nameGuest(database.db, due.booking.id, { email: 'companion@example.org' });
    const expired = await answer(database.db, due.booker.id, form.id, { note: true, file: true });
    const kept = await answer(database.db, companion.member.id, form.id, { keep: true, file: true });
    const dayBefore = await answer(database.db, notYet.booker.id, form.id, { file: true });

    expect(await runRetention(database.db, NOW, TIME_ZONE)).toEqual({ erased: 1 });
    const [gone, stays, early] = await Promise.all([responses([expired.id]), responses([kept.id]), responses([dayBefore.id])]);
    expect(gone[0]).toMatchObject({ answers: null, reviewNote: null, review: 'reviewed', status: 'complete', erasedAt: NOW });
    expect(await filesOf(expired.id)).toHaveLength(0);
    expect(stays[0]).toMatchObject({ answers: kept.answers, erasedAt: null });
    expect(await filesOf(kept.id)).toHaveLength(1);
    expect(early[0]).toMatchObject({ answers: dayBefore.answers, erasedAt: null });
    expect(await filesOf(dayBefore.id)).toHaveLength(1);

    // Running again changes nothing; the next day takes the one that was a day early.
    expect(await runRetention(database.db, NOW, TIME_ZONE)).toEqual({ erased: 0 });
    expect((await responses([expired.id]))[0]!.erasedAt).toEqual(NOW);
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60_000);
    expect(await runRetention(database.db, tomorrow, TIME_ZONE)).toEqual({ erased: 1 });
    expect(await filesOf(dayBefore.id)).toHaveLength(0);
    expect((await responses([kept.id]))[0]).toMatchObject({ answers: kept.answers, erasedAt: null });
  });

  it('counts a cancelled booking from its cancellation when that came before its stay', async () => {
    const form = await stayQuestionnaire(database.db, { title: 'Intake' });
    // A stay next month, cancelled 180 days ago in India's day (late evening UTC the day before).
    const cancelled = await stayBooking(database.db, { checkIn: addDays(TODAY, 30), checkOut: addDays(TODAY, 33), status: 'cancelled' });
    const at = new Date(`${addDays(TODAY, -DAYS - 1)}T19:00:00Z`);
    await database.db
      .update(bookings)
      .set({ cancellation: { by: 'guest', at: at.toISOString(), outcome: 'none', terms: 'None.' } })
      .where(eq(bookings.id, cancelled.booking.id));
    // Cancelled 179 days ago: kept one more day.
    const recent = await stayBooking(database.db, { checkIn: addDays(TODAY, 30), checkOut: addDays(TODAY, 33), status: 'cancelled' });
    await database.db
      .update(bookings)
      .set({ cancellation: { by: 'guest', at: new Date(at.getTime() + 24 * 60 * 60_000).toISOString(), outcome: 'none', terms: 'None.' } })
      .where(eq(bookings.id, recent.booking.id));
    const old = await answer(database.db, cancelled.booker.id, form.id, { file: true });
    const young = await answer(database.db, recent.booker.id, form.id);

    expect(await runRetention(database.db, NOW, TIME_ZONE)).toEqual({ erased: 1 });
    const [gone] = await responses([old.id]);
    const [kept] = await responses([young.id]);
    expect(gone).toMatchObject({ answers: null, erasedAt: NOW });
    expect(await filesOf(old.id)).toHaveLength(0);
    expect(kept).toMatchObject({ answers: young.answers, erasedAt: null });
  });

  it('runs from the shared runner, and a failing run is kept on its row for staff to see', async () => {
    const job = timedJobs(TIME_ZONE).find((candidate) => candidate.name === RETENTION_JOB)!;
    expect(job).toBeDefined();
    await registerJobs(database.db, [job], NOW);
    expect(await runDueJobs(database.db, [job], NOW)).toEqual({ ran: [RETENTION_JOB], failed: [] });
    expect(await jobFailure(database.db, RETENTION_JOB)).toBeNull();

    // The files' table out of reach: the run fails as a whole, and nothing is half done.
    const form = await stayQuestionnaire(database.db, { title: 'Failing' });
    const due = await stayBooking(database.db, { checkIn: addDays(TODAY, -DAYS - 3), checkOut: addDays(TODAY, -DAYS) });
    const response = await answer(database.db, due.booker.id, form.id);
    await database.db.execute(sql`alter table questionnaire_files rename to questionnaire_files_away`);
    const later = new Date(NOW.getTime() + 2 * 60 * 60_000);
    try {
      expect(await runDueJobs(database.db, [job], later)).toEqual({ ran: [], failed: [RETENTION_JOB] });
    } finally {
      await database.db.execute(sql`alter table questionnaire_files_away rename to questionnaire_files`);
    }
    expect(await jobFailure(database.db, RETENTION_JOB)).toMatchObject({ at: later, attempts: 1 });
    expect((await responses([response.id]))[0]).toMatchObject({ answers: response.answers, erasedAt: null });
  });
});
