import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

// Apart from the auth library: the guests' signed links derive their keys from the same secret, and the
// modules that make those links should not load the library to read it.

// Sessions must survive restarts, so a development secret is made once and kept in the database,
// where every app process finds the same one. Production requires AUTH_SECRET (see config.ts).
export async function authSecret(database: Pick<Database, 'insert' | 'select'>): Promise<string> {
  const configured = config().AUTH_SECRET;
  if (configured) return configured;
  const candidate = crypto.randomBytes(32).toString('base64url');
  await database.insert(appMeta).values({ key: 'auth_secret', value: candidate }).onConflictDoNothing();
  const [row] = await database.select().from(appMeta).where(eq(appMeta.key, 'auth_secret'));
  if (!row) throw new Error('could not keep the development auth secret');
  return row.value;
}
