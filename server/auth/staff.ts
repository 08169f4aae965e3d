import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminRole, authUser } from '../db/schema.ts';
import { authFor } from './instance.ts';

export interface StaffAccount {
  email: string;
  password: string;
  name?: string;
  role?: AdminRole;
}

export type UpsertOutcome = 'created' | 'reset' | 'unchanged';

/** Creates the account, or resets its password and role when the e-mail is already known. */
export async function upsertStaffUser(database: Database, account: StaffAccount): Promise<{ id: string; outcome: UpsertOutcome }> {
  const ctx = await (await authFor(database)).$context;
  const email = account.email.trim().toLowerCase();
  const role = account.role ?? 'admin';
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  const credential = existing?.accounts.find((linked) => linked.providerId === 'credential');
  // Every app process runs this at start-up: an account already as configured is left signed in.
  if (existing && credential?.password && (existing.user as { role?: string }).role === role) {
    if (await ctx.password.verify({ password: account.password, hash: credential.password }))
      return { id: existing.user.id, outcome: 'unchanged' };
  }
  const hash = await ctx.password.hash(account.password);
  if (existing) {
    await database.update(authUser).set({ role, updatedAt: new Date() }).where(eq(authUser.id, existing.user.id));
    if (credential) {
      await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    } else {
      await ctx.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: 'credential',
        accountId: existing.user.id,
        password: hash,
      });
    }
    // A reset password must not leave old sessions signed in.
    await ctx.internalAdapter.deleteUserSessions(existing.user.id);
    return { id: existing.user.id, outcome: 'reset' };
  }
  const user = await ctx.internalAdapter.createUser(
    { email, name: account.name ?? email.split('@')[0] ?? email, emailVerified: true, role },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  return { id: user.id, outcome: 'created' };
}

export async function countAdmins(database: Database): Promise<number> {
  const rows = await database.select({ id: authUser.id }).from(authUser).where(eq(authUser.role, 'admin')).limit(1);
  return rows.length;
}

/** A password that is easy to copy from a terminal and hard to guess: 16 characters from 62. */
export function generatePassword(): string {
  return crypto.randomBytes(24).toString('base64url').replace(/[-_]/g, '').slice(0, 16);
}
