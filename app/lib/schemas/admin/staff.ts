import { staffRoles } from '#app/lib/staff-roles.ts';
import { z } from '../z.ts';
import { requiredString, requiredText } from './record.ts';

// The forms of /admin/staff. A member is named by `memberId` (Better Auth's id, not a record UUID).

const role = z.enum(staffRoles, { error: 'Choose a role.' });
const memberId = z.string({ error: 'Which member?' }).trim().min(1, 'Which member?').max(100, 'Which member?');

export const addStaffSchema = z.object({
  intent: z.literal('add'),
  name: requiredString('Name', 100),
  email: z
    .string({ error: requiredText('Email') })
    .trim()
    .min(1, requiredText('Email'))
    .max(254, 'Email is too long.')
    .pipe(z.email('Enter a valid email address.')),
  role,
});

export const staffIntents = ['add', 'role', 'deactivate', 'reactivate', 'reset', 'doctor'] as const;
export type StaffIntent = (typeof staffIntents)[number];

export const staffSchemas = {
  add: addStaffSchema,
  role: z.object({ intent: z.literal('role'), memberId, role }),
  deactivate: z.object({ intent: z.literal('deactivate'), memberId }),
  reactivate: z.object({ intent: z.literal('reactivate'), memberId }),
  reset: z.object({ intent: z.literal('reset'), memberId }),
  // A practitioner who is a doctor reads the answers of every guest of a doctor-guided booking.
  doctor: z.object({ intent: z.literal('doctor'), memberId, doctor: z.enum(['yes', 'no'], { error: 'Choose yes or no.' }) }),
} satisfies Record<StaffIntent, z.ZodType>;

export type StaffAction = { [K in StaffIntent]: z.output<(typeof staffSchemas)[K]> }[StaffIntent];

export function staffIntentOf(form: FormData): StaffIntent {
  const intent = String(form.get('intent'));
  return (staffIntents as readonly string[]).includes(intent) ? (intent as StaffIntent) : 'add';
}

export const STAFF_MESSAGES = {
  title: 'Staff',
  added: 'Staff member added. Hand them this one-time password now: it will not be shown again.',
  reset: 'Password reset. Hand the member this one-time password now: it will not be shown again.',
  roleChanged: 'Role changed.',
  deactivated: 'Account deactivated: it can no longer sign in.',
  reactivated: 'Account reactivated.',
  failed: {
    add: 'Failed to add the staff member',
    role: 'Failed to change the role',
    deactivate: 'Failed to deactivate the account',
    reactivate: 'Failed to reactivate the account',
    reset: 'Failed to reset the password',
    doctor: 'Failed to change whether this practitioner is a doctor',
  } satisfies Record<StaffIntent, string>,
  notFound: 'no staff member has this id.',
  emailTaken: 'An account with this e-mail address exists already.',
  lastOwner: 'The estate must keep at least one active owner: make another member an owner first.',
  ownPassword: 'You cannot reset your own password here (it would sign you out before you saw it): ask another owner.',
  fetchFailed: 'Failed to fetch staff',
  doctorChanged: 'Saved.',
  notPractitioner: 'Only an account with the Practitioner role can be marked a doctor.',
} as const;
