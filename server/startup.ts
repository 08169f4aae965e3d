import { generatePassword, hasActiveOwner, upsertStaffUser } from './auth/staff.ts';
import { APPOINTMENT_REMINDERS_EVERY_MS, APPOINTMENT_REMINDERS_JOB, queueAppointmentReminders } from './bookings/appointment-reminders.ts';
import { BALANCE_DUE_EVERY_MS, BALANCE_DUE_JOB, runBalanceDue } from './bookings/balance-due.ts';
import { scheduleReminders } from './bookings/reminder-schedule.ts';
import { QUESTIONNAIRE_REMINDERS_EVERY_MS, QUESTIONNAIRE_REMINDERS_JOB, runQuestionnaireReminders } from './care/reminders.ts';
import { RETENTION_EVERY_MS, RETENTION_JOB, runRetention } from './care/retention.ts';
import { CLASS_TIMETABLE_EVERY_MS, CLASS_TIMETABLE_JOB, makeTimetable } from './catalog/timetable.ts';
import { config } from './config.ts';
import type { Database } from './db/client.ts';
import { database } from './db/index.ts';
import { seedFirstContent } from './first-content.ts';
import { clearPageCache } from './http/page-cache-clear.ts';
import type { TimedJob } from './jobs/runner.ts';
import { scheduleJobs } from './jobs/schedule.ts';
import { logger } from './logger.ts';
import { scheduleMail } from './mail/schedule.ts';
import { scheduleReconciliation } from './payments/schedule.ts';
import { paymentProvider } from './provider/index.ts';
import { seedGalleryIfNew, seedIfNew } from './seed.ts';

/** Everything the process needs before it takes requests: schema up to date, demo content on a new database. */
export async function prepare(): Promise<void> {
  const cfg = config();
  const handle = database();
  await handle.migrate();
  logger.info({ database: handle.kind }, 'database ready');
  // Fails fast (e.g. production without Razorpay keys) and says which checkout guests will see.
  logger.info({ provider: paymentProvider().name }, 'payments provider active');
  scheduleReconciliation();
  scheduleMail();
  scheduleReminders();
  scheduleJobs(timedJobs(cfg.TIME_ZONE));
  await ensureFirstAdmin(handle.db);
  // The gallery's shipped photos are the site's own content, not demo content: seeded in production too.
  if (await seedGalleryIfNew(handle.db)) logger.info('gallery filled with the shipped photos');
  const firstContent = await seedFirstContent(handle.db);
  if (firstContent.length > 0) logger.info({ seeded: firstContent }, 'first content seeded');
  if (cfg.NODE_ENV !== 'production' && cfg.SEED === 'auto') {
    const seeded = await seedIfNew(handle.db, { timeZone: cfg.TIME_ZONE });
    if (seeded) logger.info('seeded demo content on a new database');
  }
}

/** The timed work every process offers to run; the jobs table lets one process at a time run each (decision 0012). */
export function timedJobs(timeZone: string): TimedJob[] {
  return [
    {
      name: CLASS_TIMETABLE_JOB,
      everyMs: CLASS_TIMETABLE_EVERY_MS,
      run: async (db, now) => {
        // New dates change what the calendar and the timetable show.
        if ((await makeTimetable(db, { now, timeZone })) > 0) clearPageCache();
      },
    },
    {
      name: BALANCE_DUE_JOB,
      everyMs: BALANCE_DUE_EVERY_MS,
      run: async (db, now) => {
        const done = await runBalanceDue(db, now, timeZone);
        if (done.reminded + done.overdue + done.cancelled > 0) logger.info(done, 'balance notices and cancellations');
      },
    },
    {
      name: QUESTIONNAIRE_REMINDERS_JOB,
      everyMs: QUESTIONNAIRE_REMINDERS_EVERY_MS,
      run: async (db, now) => {
        const done = await runQuestionnaireReminders(db, now, timeZone);
        if (done.reminded > 0) logger.info(done, 'questionnaire reminders queued');
      },
    },
    {
      name: APPOINTMENT_REMINDERS_JOB,
      everyMs: APPOINTMENT_REMINDERS_EVERY_MS,
      run: async (db, now) => {
        const done = await queueAppointmentReminders(db, now, timeZone);
        if (done.reminded > 0) logger.info(done, 'appointment reminders queued');
      },
    },
    {
      name: RETENTION_JOB,
      everyMs: RETENTION_EVERY_MS,
      run: async (db, now) => {
        const done = await runRetention(db, now, timeZone);
        // Counts only: which guests' answers went is not something a log should keep.
        if (done.erased > 0) logger.info(done, 'health answers past their retention deleted');
      },
    },
  ];
}

/** ADMIN_EMAIL/ADMIN_PASSWORD create or reset that owner; a development site with none gets one. */
async function ensureFirstAdmin(database: Database): Promise<void> {
  const cfg = config();
  if (cfg.ADMIN_EMAIL && cfg.ADMIN_PASSWORD) {
    const { outcome } = await upsertStaffUser(database, { email: cfg.ADMIN_EMAIL, password: cfg.ADMIN_PASSWORD, name: 'Administrator' });
    if (outcome !== 'unchanged') logger.info({ email: cfg.ADMIN_EMAIL, outcome }, 'administrator from ADMIN_EMAIL ready');
    return;
  }
  if (await hasActiveOwner(database)) return;
  if (cfg.NODE_ENV === 'production') {
    logger.warn('no administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create');
    return;
  }
  const email = 'admin@localhost.test';
  const password = generatePassword();
  await upsertStaffUser(database, { email, password, name: 'Administrator' });
  // Printed once, to the terminal only: the password is not kept anywhere in clear.
  process.stdout.write(
    `\nBack-office administrator created for this development database:\n  e-mail:   ${email}\n  password: ${password}\n  sign in at ${cfg.publicUrl}/admin/login\n\n`,
  );
}
