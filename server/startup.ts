import { generatePassword, hasActiveOwner, upsertStaffUser } from './auth/staff.ts';
import { scheduleReminders } from './bookings/reminder-schedule.ts';
import { config } from './config.ts';
import type { Database } from './db/client.ts';
import { database } from './db/index.ts';
import { logger } from './logger.ts';
import { scheduleMail } from './mail/schedule.ts';
import { scheduleReconciliation } from './payments/schedule.ts';
import { paymentProvider } from './provider/index.ts';
import { seedGalleryIfNew, seedIfNew, seedRetreatsIfNew } from './seed.ts';

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
  await ensureFirstAdmin(handle.db);
  // The gallery's shipped photos are the site's own content, not demo content: seeded in production too.
  if (await seedGalleryIfNew(handle.db)) logger.info('gallery filled with the shipped photos');
  // So is the first retreat: the site sells it from its row.
  if (await seedRetreatsIfNew(handle.db)) logger.info('retreats begun with the first one');
  if (cfg.NODE_ENV !== 'production' && cfg.SEED === 'auto') {
    const seeded = await seedIfNew(handle.db, { timeZone: cfg.TIME_ZONE });
    if (seeded) logger.info('seeded demo content on a new database');
  }
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
