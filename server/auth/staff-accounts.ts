import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { STAFF_MESSAGES } from '#app/lib/schemas/admin/staff.ts';
import { type StaffRole, staffRoles } from '#app/lib/staff-roles.ts';
import type { Database } from '../db/client.ts';
import { authUser } from '../db/schema.ts';
import { logger } from '../logger.ts';
import { Refusal } from '../refusal.ts';
import type { StaffSession } from './guard.ts';
import { authFor } from './instance.ts';
import { generatePassword } from './staff.ts';

// The owner's staff screen (/admin/staff): accounts are added with a password made here and shown once,
// deactivated (no sign-in, sessions ended), given another role, or a new password. The estate must
// always keep one active owner: the checks that guard it run under a lock on the active owners' rows,
// so two owners demoting each other at the same moment cannot both succeed.

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  createdAt: Date;
}

export async function listStaff(database: Database): Promise<StaffMember[]> {
  const rows = await database
    .select({
      id: authUser.id,
      name: authUser.name,
      email: authUser.email,
      role: authUser.role,
      deactivatedAt: authUser.deactivatedAt,
      createdAt: authUser.createdAt,
    })
    .from(authUser)
    .where(inArray(authUser.role, [...staffRoles]))
    .orderBy(asc(authUser.name), asc(authUser.email));
  return rows.map(({ deactivatedAt, role, ...row }) => ({ ...row, role: role as StaffRole, active: !deactivatedAt }));
}

/** A new member and the one-time password to hand them; it is kept only as a hash. */
export async function addStaffMember(
  database: Database,
  actor: StaffSession,
  input: { name: string; email: string; role: StaffRole },
): Promise<{ id: string; password: string }> {
  const ctx = await (await authFor(database)).$context;
  const email = input.email.trim().toLowerCase();
  if (await ctx.internalAdapter.findUserByEmail(email))
    throw new Refusal(STAFF_MESSAGES.emailTaken, 409, { fieldErrors: { email: [STAFF_MESSAGES.emailTaken] } });
  const password = generatePassword();
  const user = await ctx.internalAdapter.createUser(
    { email, name: input.name, emailVerified: true, role: input.role },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  logger.info({ by: actor.email, member: email, role: input.role }, 'staff member added');
  return { id: user.id, password };
}

type Change = { role: StaffRole } | { active: boolean };

/**
 * Changes a member's role or whether they may sign in, the owner's own account included; null when
 * there is no such member. Refused when it would leave no active owner.
 */
export async function changeStaffMember(database: Database, actor: StaffSession, id: string, change: Change): Promise<StaffMember | null> {
  const changed = await database.transaction(async (tx) => {
    // Every active owner's row, locked: a concurrent change waits here and then sees this one's result.
    const owners = await tx
      .select({ id: authUser.id })
      .from(authUser)
      .where(and(eq(authUser.role, 'owner'), isNull(authUser.deactivatedAt)))
      .for('update');
    const [member] = await tx
      .select()
      .from(authUser)
      .where(and(eq(authUser.id, id), inArray(authUser.role, [...staffRoles])))
      .for('update');
    if (!member) return null;
    const staysOwner = 'role' in change ? change.role === 'owner' : change.active;
    if (owners.some((owner) => owner.id === id) && !staysOwner && owners.length <= 1) throw new Refusal(STAFF_MESSAGES.lastOwner, 409);
    const set = 'role' in change ? { role: change.role } : { deactivatedAt: change.active ? null : (member.deactivatedAt ?? new Date()) };
    const [row] = await tx
      .update(authUser)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(authUser.id, id))
      .returning();
    return row!;
  });
  if (!changed) return null;
  // After the commit: the session hook (instance.ts) already refuses new sign-ins of a deactivated account.
  if ('active' in change && !change.active) {
    const ctx = await (await authFor(database)).$context;
    await ctx.internalAdapter.deleteUserSessions(id);
  }
  logger.info({ by: actor.email, member: changed.email, change }, 'staff member changed');
  return {
    id: changed.id,
    name: changed.name,
    email: changed.email,
    role: changed.role as StaffRole,
    active: !changed.deactivatedAt,
    createdAt: changed.createdAt,
  };
}

/** A new one-time password for a member (their sessions end); null when there is no such member. */
export async function resetStaffPassword(
  database: Database,
  actor: StaffSession,
  id: string,
): Promise<{ email: string; password: string } | null> {
  if (id === actor.userId) throw new Refusal(STAFF_MESSAGES.ownPassword, 409);
  const [member] = await database
    .select()
    .from(authUser)
    .where(and(eq(authUser.id, id), inArray(authUser.role, [...staffRoles])));
  if (!member) return null;
  const ctx = await (await authFor(database)).$context;
  const password = generatePassword();
  const hash = await ctx.password.hash(password);
  const accounts = await ctx.internalAdapter.findAccounts(id);
  if (accounts.some((account) => account.providerId === 'credential')) await ctx.internalAdapter.updatePassword(id, hash);
  else await ctx.internalAdapter.linkAccount({ userId: id, providerId: 'credential', accountId: id, password: hash });
  await ctx.internalAdapter.deleteUserSessions(id);
  logger.info({ by: actor.email, member: member.email }, 'staff password reset');
  return { email: member.email, password };
}
