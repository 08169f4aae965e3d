import { config } from './config.ts';
import { database } from './db/index.ts';
import { seedIfNew } from './db/seed.ts';
import { logger } from './logger.ts';
import { paymentProvider } from './payments/index.ts';
import { scheduleReconciliation } from './payments/schedule.ts';

/** Everything the process needs before it takes requests: schema up to date, demo content on a new database. */
export async function prepare(): Promise<void> {
  const cfg = config();
  const handle = database();
  await handle.migrate();
  logger.info({ database: handle.kind }, 'database ready');
  // Fails fast (e.g. production without Razorpay keys) and says which checkout guests will see.
  logger.info({ provider: paymentProvider().name }, 'payments provider active');
  scheduleReconciliation();
  if (cfg.NODE_ENV !== 'production' && cfg.SEED === 'auto') {
    const seeded = await seedIfNew(handle.db, { timeZone: cfg.TIME_ZONE });
    if (seeded) logger.info('seeded demo content on a new database');
  }
}
