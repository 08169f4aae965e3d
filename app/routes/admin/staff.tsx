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
import { ensurePractitioner, listPractitioners, setDoctor } from '#server/care/practitioners.ts';
import { db } from '#server/db/index.ts';
import { Refusal } from '#server/refusal.ts';
import { adminAction } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/staff.ts';

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'staff:view',
    failed: STAFF_MESSAGES.fetchFailed,
    load: async ({ staff }) => {
      const [members, practitioners] = await Promise.all([listStaff(db()), listPractitioners(db())]);
      const doctors = new Set(practitioners.filter((choice) => choice.doctor).map((choice) => choice.userId));
      return {
        members: members.map((member) => ({ ...member, createdAt: member.createdAt.toISOString(), doctor: doctors.has(member.id) })),
        me: staff.userId,
      };
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
          const { id, password } = await addStaffMember(db(), staff, value);
          // Every account with the Practitioner role has its practitioners row (server/care).
          if (value.role === 'practitioner') await ensurePractitioner(db(), id);
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
          if (changed && value.role === 'practitioner') await ensurePractitioner(db(), value.memberId);
          return changed && { banner: banner('success', STAFF_MESSAGES.roleChanged) };
        }
        case 'doctor': {
          const member = (await listStaff(db())).find((one) => one.id === value.memberId);
          if (!member) return null;
          if (member.role !== 'practitioner') throw new Refusal(STAFF_MESSAGES.notPractitioner, 409);
          await setDoctor(db(), value.memberId, value.doctor === 'yes');
          return { banner: banner('success', STAFF_MESSAGES.doctorChanged) };
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
