import { eq } from 'drizzle-orm';
import type { PolicyFigures } from '#app/content/cancellation-policy.ts';
import type { Database } from '../db/client.ts';
import { contentEntries } from '../db/schema.ts';
import { firstContent, readContent } from './normalize.ts';

// The cancellation policy's figures as published at this moment, read in the caller's transaction rather
// than from the process's copy (which may trail another process's publish by an interval): a booking
// keeps the figures in force when it is made, and is cancelled by them.

export async function policyFiguresNow(db: Pick<Database, 'select'>): Promise<PolicyFigures> {
  const [row] = await db.select({ published: contentEntries.published }).from(contentEntries).where(eq(contentEntries.key, 'policies'));
  return row ? readContent('policies', row.published).content : firstContent('policies');
}
