import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
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

/**
 * Creates the account (an owner unless told otherwise), or resets its password and role when the e-mail
 * is already known, reactivating it: `admin:create` and ADMIN_EMAIL are how an estate gets back in.
 */
export async function upsertStaffUser(database: Database, account: StaffAccount): Promise<{ id: string; outcome: UpsertOutcome }> {
  const ctx = await (await authFor(database)).$context;
  const email = account.email.trim().toLowerCase();
  const role = account.role ?? 'owner';
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  const credential = existing?.accounts.find((linked) => linked.providerId === 'credential');
  // Every app process runs this at start-up: an account already as configured is left signed in.
  const user = existing?.user as { role?: string; deactivatedAt?: Date | null } | undefined;
  if (existing && credential?.password && user?.role === role && !user.deactivatedAt) {
    if (await ctx.password.verify({ password: account.password, hash: credential.password }))
      return { id: existing.user.id, outcome: 'unchanged' };
  }
  const hash = await ctx.password.hash(account.password);
  if (existing) {
    await database.update(authUser).set({ role, deactivatedAt: null, updatedAt: new Date() }).where(eq(authUser.id, existing.user.id));
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
  const created = await ctx.internalAdapter.createUser(
    { email, name: account.name ?? email.split('@')[0] ?? email, emailVerified: true, role },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
  return { id: created.id, outcome: 'created' };
}

/** Whether any active owner exists (start-up makes one on a development database that has none). */
export async function hasActiveOwner(database: Database): Promise<boolean> {
  const rows = await database
    .select({ id: authUser.id })
    .from(authUser)
    .where(and(eq(authUser.role, 'owner'), isNull(authUser.deactivatedAt)))
    .limit(1);
  return rows.length > 0;
}

/** A password that is easy to copy from a terminal and hard to guess: 16 characters from 62. */
export function generatePassword(): string {
  return crypto.randomBytes(24).toString('base64url').replace(/[-_]/g, '').slice(0, 16);
}
