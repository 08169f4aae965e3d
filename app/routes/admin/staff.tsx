import type { SubmissionResult } from '@conform-to/react';
import { useNavigation } from 'react-router';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StaffAddForm } from '#app/components/admin/staff-add-form.tsx';
import { StaffList } from '#app/components/admin/staff-list.tsx';
import { OneTimePassword } from '#app/components/admin/staff-password.tsx';
import { type BannerMessage, StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { STAFF_MESSAGES, type StaffAction, staffIntentOf, staffSchemas } from '#app/lib/schemas/admin/staff.ts';
import type { z } from '#app/lib/schemas/z.ts';
import { addStaffMember, changeStaffMember, listStaff, resetStaffPassword } from '#server/auth/staff-accounts.ts';
import { db } from '#server/db/index.ts';
import { adminAction } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/staff.ts';

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'staff:view',
    failed: STAFF_MESSAGES.fetchFailed,
    load: async ({ staff }) => {
      const members = await listStaff(db());
      return { members: members.map((member) => ({ ...member, createdAt: member.createdAt.toISOString() })), me: staff.userId };
    },
    empty: ({ staff }) => ({ members: null, me: staff.userId }),
  });
}

interface StaffAnswer {
  banner: BannerMessage;
  result?: SubmissionResult<string[]>;
  /** The password just made, in this one answer only: nothing keeps it in clear. */
  oneTime?: { email: string; password: string };
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<StaffAction, StaffAnswer>(request, {
    permission: 'staff:manage',
    schema: (form) => staffSchemas[staffIntentOf(form)] as z.ZodType<StaffAction>,
    messages: { failed: (form) => STAFF_MESSAGES.failed[staffIntentOf(form)], notFound: STAFF_MESSAGES.notFound },
    run: async (value, { staff, reply }) => {
      switch (value.intent) {
        case 'add': {
          const { password } = await addStaffMember(db(), staff, value);
          return {
            banner: banner('success', STAFF_MESSAGES.added),
            result: reply({ resetForm: true }),
            oneTime: { email: value.email.toLowerCase(), password },
          };
        }
        case 'reset': {
          const reset = await resetStaffPassword(db(), staff, value.memberId);
          return reset && { banner: banner('success', STAFF_MESSAGES.reset), oneTime: reset };
        }
        case 'role': {
          const changed = await changeStaffMember(db(), staff, value.memberId, { role: value.role });
          return changed && { banner: banner('success', STAFF_MESSAGES.roleChanged) };
        }
        case 'deactivate':
        case 'reactivate': {
          const active = value.intent === 'reactivate';
          const changed = await changeStaffMember(db(), staff, value.memberId, { active });
          return changed && { banner: banner('success', active ? STAFF_MESSAGES.reactivated : STAFF_MESSAGES.deactivated) };
        }
      }
    },
  });
}

export default function StaffScreen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  const addResult =
    idle && actionData && 'result' in actionData && actionData.result?.initialValue?.intent === 'add' ? actionData.result : null;
  return (
    <>
      <AdminPageHeader title={STAFF_MESSAGES.title} />
      <div className="mb-6 space-y-3 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
        {actionData && 'oneTime' in actionData && actionData.oneTime ? <OneTimePassword {...actionData.oneTime} /> : null}
      </div>
      <StaffAddForm lastResult={addResult} />
      {loaderData.members ? <StaffList members={loaderData.members} me={loaderData.me} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Staff | Admin' }];
